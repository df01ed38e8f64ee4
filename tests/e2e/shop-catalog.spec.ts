import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * The shop catalog (docs/apps.md, E-commerce): the site admin makes a category and a product in it;
 * a visitor reviews the offer; the admin approves the review and the cached offer page shows it,
 * with its average in the JSON-LD. A site no other spec signs in to or seeds.
 */
const SITE = 'bible';
const ORIGIN = siteOrigin(SITE);
const ADMIN = `admin@${SITE}.test`;
// Headless Chromium names itself in its user agent, as robots do: people use a desktop browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250) + 1}.7` },
  });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  return page;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a category and a product in it; a visitor’s review, approved, shows on the offer page', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000); // several admin pages, the offer page twice and ten axe runs
  const stamp = Date.now();
  const categoryName = `Psalms ${stamp}`;
  const productName = `Evening psalms ${stamp}`;
  await signIn(page, SITE, ADMIN);

  await page.goto(`${ORIGIN}/en/apps/ecommerce/product/category-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.getByLabel('Name').fill(categoryName);
  await page.getByLabel('Description', { exact: true }).fill('Evenings with the Psalms.');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(`Category “${categoryName}” created.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: `psalms-${stamp}` })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${ORIGIN}/en/apps/ecommerce/product/add`);
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Description').fill(`${productName}, written by the shop tests.`);
  await page.getByLabel(/^Price/).fill('20');
  await page.getByLabel('Category').selectOption({ label: categoryName });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/apps/ecommerce/product/list`, { timeout: 15_000 });
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: productName, exact: true }) });
  await expect(row).toContainText(categoryName);
  await expectAccessible(page);
  const editHref = await row.getByRole('link', { name: productName, exact: true }).getAttribute('href');
  const offerId = editHref!.split('/').at(-2)!;

  // The category filter finds it; the bulk action takes it out of the category, and the filter with it.
  await page.getByLabel('Category', { exact: true }).first().selectOption({ label: categoryName });
  await expect(page.getByText(/^1 of \d+ product/)).toBeVisible();
  await row.getByRole('checkbox', { name: `Select “${productName}”` }).check();
  await page.getByLabel('Set category').selectOption({ label: 'No category' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Category set for 1 product.')).toBeVisible();
  await expect(page.getByText('No product matches these filters')).toBeVisible();
  await page.getByLabel('Category', { exact: true }).first().selectOption({ label: 'No category' });
  await expect(row).toBeVisible();

  // A visitor reviews the offer; the review waits for moderation.
  const offerUrl = `${ORIGIN}/en/offer/${offerId}`;
  const visitor = await visitorPage(browser);
  await visitor.goto(offerUrl);
  await expect(visitor.getByText('No reviews yet.', { exact: false })).toBeVisible();
  expect(await jsonLd(visitor)).not.toHaveProperty('aggregateRating');
  await expectAccessible(visitor);
  await visitor.getByRole('button', { name: 'Send review' }).click();
  await expect(visitor.getByText('Check the highlighted fields.')).toBeVisible();
  await expect(visitor.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  // The radios are visually hidden behind their star labels: click the label, as people do.
  await visitor.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(visitor.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await visitor.getByLabel('Your name').fill('Ruth Visitor');
  await visitor.getByLabel('Title (optional)').fill('Quiet and moving');
  await visitor.getByLabel('Your review').fill(`Review ${stamp}: a calm evening, well prepared readings.`);
  await visitor.getByRole('button', { name: 'Send review' }).click();
  await expect(visitor.getByText('Thank you! Your review will appear', { exact: false })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(`Review ${stamp}`)).toHaveCount(0);

  // The admin approves it.
  await page.goto(`${ORIGIN}/en/apps/ecommerce/manage-review`);
  const item = page.getByRole('listitem').filter({ hasText: `Review ${stamp}` });
  await expect(item).toContainText('Pending');
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The review by Ruth Visitor is approved', { exact: false })).toBeVisible();

  // The offer page was cached before; approving updated its tag, so it shows at once (not after its 60 s).
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return visitor.getByText(`Review ${stamp}`).count();
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(1);
  await expect(visitor.getByTestId('review-average')).toContainText('4');
  expect(await jsonLd(visitor)).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    review: [
      expect.objectContaining({ reviewBody: `Review ${stamp}: a calm evening, well prepared readings.` }),
    ],
  });
  await expectAccessible(visitor);

  // Arabic, right to left: the same pages, axe-clean and without console errors.
  for (const path of [
    '/ar/apps/ecommerce/product/list',
    '/ar/apps/ecommerce/product/category-list',
    '/ar/apps/ecommerce/manage-review',
    '/ar/apps/ecommerce/product/add',
  ]) {
    await page.goto(`${ORIGIN}${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, path, { soft: true });
  }
  await visitor.goto(`${ORIGIN}/ar/offer/${offerId}`);
  await expect(visitor.getByText(`Review ${stamp}`)).toBeVisible();
  await expectAccessible(visitor, 'ar offer page');
  await visitor.context().close();
});

test('a member without the Shop ability is kept out of the catalog pages', async ({ page }) => {
  await signIn(page, SITE, `member@${SITE}.test`);
  await page.goto(`${ORIGIN}/en/apps/ecommerce/manage-review`);
  await expect(page).toHaveURL(/\/en\/not-authorized/);
});
