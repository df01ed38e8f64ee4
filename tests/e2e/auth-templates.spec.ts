import { AUTH_TEMPLATE_PAGES } from '@/lib/routing/routes';
import { expect, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

const BASE = `${siteOrigin('fashion')}/en/pages/authentication`;

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('every authentication template page renders, blank, with a heading', async ({ page }) => {
  for (const variant of AUTH_TEMPLATE_PAGES) {
    const response = await page.goto(`${BASE}/${variant}`);
    expect(response?.status(), variant).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), variant).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }), variant).toHaveCount(0);
  }
});

test('two-steps: an incomplete code is refused, a pasted code fills every box and is checked', async ({
  page,
}) => {
  await page.goto(`${BASE}/two-steps-v1`);
  await page.getByLabel('Digit 1').fill('4');
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();
  await expect(page.getByLabel('Digit 1')).toHaveValue('4');
  await page.getByLabel('Digit 1').focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text', '123456');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByLabel('Digit 6')).toHaveValue('6');
  await page.getByRole('button', { name: 'Verify my account' }).click();
  // The real check: without a sign-in waiting for its code, the server sends the visitor back to it.
  await expect(page.getByText('This sign-in has expired or was not started.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/en/login');
});

test('register-multi-steps: step 1 is validated, values survive going back and forth', async ({ page }) => {
  await page.goto(`${BASE}/register-multi-steps`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter at least 2 characters.')).toBeVisible();
  await page.getByLabel('Full name').fill('Wanda Wizard');
  await page.getByLabel('E-mail').fill(`wizard-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('wizard-pass-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Free trial/ })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Wanda Wizard');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${siteOrigin('fashion')}/en/dashboards/crm`);
});
