import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

// The public front pages (docs/templates.md): the landing page and pricing in the site's own
// brand, the checkout whose request reaches the site's admins, and the help center.
const BOND = siteOrigin('bond');
const ARTICLE = `${BOND}/en/front-pages/help-center/article/what-to-do-when-the-camera-fails`;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("the landing page speaks in the site's name and leads to registering", async ({ page }) => {
  await page.goto(`${BOND}/en/front-pages/landing-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bond offers, side by side');
  await expect(page.getByRole('heading', { level: 2, name: 'How Maturis works' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Maturis in figures' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Start your free trial' }).first().click();
  await page.waitForURL(`${BOND}/en/register`);
});

test('pricing shows the free trial from the product and the plans after it', async ({ page }) => {
  await page.goto(`${BOND}/en/front-pages/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and prices');
  await expect(page.getByText(`for ${FREE_TRIAL_MONTHS} months`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Professional' })).toBeVisible();
  await expect(page.getByText('no payment provider is connected')).toBeVisible();
});

test("a plan request keeps what was typed on an error, then lands in the admin's messages", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Checkout visitor ${Date.now()}`;
  await page.goto(`${BOND}/en/front-pages/pricing`);
  await page.getByRole('link', { name: 'Choose Basic' }).click();
  await page.waitForURL(`${BOND}/en/front-pages/checkout?plan=basic`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request your plan');
  const form = page.getByRole('form', { name: 'Request your plan' });
  await expect(form.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await form.getByRole('radio', { name: /Yearly/ }).check();
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByLabel('Company (optional)').fill('Acme Bonds');
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Some details need your attention/);
  await expect(form.getByText('Enter at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Company (optional)')).toHaveValue('Acme Bonds');
  await expect(form.getByRole('radio', { name: /Yearly/ })).toBeChecked();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(`buyer-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Send my request' }).click();
  await page.waitForURL(/\/en\/front-pages\/payment\?plan=basic&billing=yearly&sent=1$/);
  await expect(page.getByRole('status')).toContainText('Your request was sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How payment works');

  const admin = await browser.newContext();
  const inbox = await admin.newPage();
  await signIn(inbox, 'bond', 'admin@bond.test');
  await inbox.goto(`${BOND}/en/my-messages`);
  await inbox
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(inbox.getByText('Plan: Basic, billed yearly').first()).toBeVisible();
  await expect(inbox.getByText('Company: Acme Bonds').first()).toBeVisible();
  await admin.close();
});

test('without JavaScript the checkout answers on the server and keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BOND}/en/front-pages/checkout?plan=pro`);
  const form = page.getByRole('form', { name: 'Request your plan' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@');
  await form.getByLabel('Anything we should know? (optional)').fill('We publish ten offers a week.');
  await form.getByRole('button', { name: 'Send my request' }).click();
  await expect(form.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Anything we should know? (optional)')).toHaveValue(
    'We publish ten offers a week.',
  );
  await expect(form.getByRole('radio', { name: /Professional/ })).toBeChecked();
  await context.close();
});

test('the help center search finds an article, even without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BOND}/en/front-pages/help-center`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
  await page.getByRole('searchbox', { name: 'Search the help articles' }).fill('camera');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`${BOND}/en/front-pages/help-center?q=camera`);
  await expect(page.getByRole('heading', { level: 2, name: /articles match “camera”/ })).toBeVisible();
  await page.getByRole('link', { name: /What to do when the camera or microphone fails/ }).click();
  await expect(page).toHaveURL(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'What to do when the camera or microphone fails',
  );
  await context.close();
});

test('an article is a crawlable page with its canonical address and structured data', async ({ page }) => {
  await page.goto(ARTICLE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/front-pages\/help-center\/article\/what-to-do-when-the-camera-fails$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    /\/ar\/front-pages\/help-center\/article\/what-to-do-when-the-camera-fails$/,
  );
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data.map((entry: { '@type': string }) => entry['@type'])).toEqual(['Article', 'BreadcrumbList']);
  expect(data[0].headline).toBe('What to do when the camera or microphone fails');
  await page.getByRole('link', { name: /Next article/ }).click();
  await page.waitForURL(/\/article\/how-to-turn-on-two-factor-sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to turn on two-factor sign-in');
});

test('an unknown article answers 404', async ({ page }) => {
  const response = await page.goto(`${BOND}/en/front-pages/help-center/article/no-such-article`);
  expect(response?.status()).toBe(404);
});

test('an article is accessible in English and Arabic', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    await page.goto(`${BOND}/${lang}/front-pages/help-center/article/how-to-publish-a-listing`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `/${lang}/front-pages/help-center/article/how-to-publish-a-listing`);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('signed-in members see the same plans in the shell', async ({ page }) => {
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${BOND}/en/pages/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans and prices');
  await expect(page.getByRole('heading', { level: 2, name: 'Basic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your trial' })).toHaveAttribute(
    'href',
    '/en/pages/account-settings/billing',
  );
});
