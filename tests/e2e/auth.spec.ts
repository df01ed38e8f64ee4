import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { SITES } from '@/sites';
import { expect, signIn, test } from './fixtures';
import { answerOf, dismissCookieBanner, rawRequest, sessionCookie, siteHost, siteOrigin } from './helpers';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

for (const [siteId, landing] of [
  ['real-estate', '/pl/my-items'],
  ['bond', '/en/apps/logistics/dashboard2'],
  ['tutoring', '/pl/dashboards/crm'],
] as const) {
  test(`registering on ${siteId} lands on its admin landing page`, async ({ page }) => {
    await page.goto(`${siteOrigin(siteId)}/${SITES[siteId].defaultLang}/register`);
    await page.locator('input[autocomplete="name"]').fill('Nora Newcomer');
    await page.locator('input[type="email"]').fill(uniqueEmail(siteId));
    await page.locator('input[autocomplete="new-password"]').fill('a-good-password-2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${siteOrigin(siteId)}${landing}`);
    await expect(
      page.getByRole('button', { name: /account menu|konta|Konto|cuenta|compte|account|conta|账户|الحساب/i }),
    ).toBeVisible();
  });
}

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('redirecturl round trip: a protected page sends to login and back', async ({ page }) => {
  await page.goto(`${siteOrigin('local')}/en/dashboards/crm`);
  await expect(page).toHaveURL(
    `${siteOrigin('local')}/en/login?redirecturl=${encodeURIComponent('/en/dashboards/crm')}`,
  );
  await signInThroughForm(page, 'member@local.test');
  await expect(page).toHaveURL(`${siteOrigin('local')}/en/dashboards/crm`);
  await expect(page.getByRole('heading', { name: 'Contacts and members' })).toBeVisible();
});

// Signed out, so the login form reads `redirecturl` and decides where to go after signing in.
for (const evil of [
  'https://evil.example/steal',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
]) {
  test(`signing in with redirecturl=${evil} lands on the site's landing page`, async ({ page }) => {
    await page.goto(`${siteOrigin('bond')}/en/login?redirecturl=${encodeURIComponent(evil)}`);
    await signInThroughForm(page, 'member@bond.test');
    await expect(page).toHaveURL(`${siteOrigin('bond')}/en/apps/logistics/dashboard2`);
  });
}

test('sign-out clears the session', async ({ page }) => {
  await signIn(page, 'local', 'admin@local.test');
  await page.goto(`${siteOrigin('local')}/en/apps/logistics/dashboard0`);
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goto(`${siteOrigin('local')}/en/apps/logistics/dashboard0`);
  await expect(page).toHaveURL(/\/en\/login\?redirecturl=/);
  expect((await page.request.get(`${siteOrigin('local')}/api/auth/token`)).status()).toBe(401);
});

// A browser never sends one host's cookie to another; a replayed cookie reaches the server's own check.
test('a session cookie replayed to another site is not a session there', async ({ extraHTTPHeaders }) => {
  const cookie = await sessionCookie('bond', 'member@bond.test', extraHTTPHeaders);
  const dashboard = (siteId: string) =>
    rawRequest('/en/dashboards/crm', { headers: { host: siteHost(siteId), cookie } });
  expect(answerOf(await dashboard('bond'))).toBe('200');
  expect(answerOf(await dashboard('tutoring'))).toBe('307 /en/login?redirecturl=%2Fen%2Fdashboards%2Fcrm');
});

test.describe('bad input on the auth forms shows translated errors and keeps what was typed', () => {
  test('login: empty fields, then a wrong password', async ({ page }) => {
    await page.goto(`${siteOrigin('local')}/de/login`);
    await page.locator('form button[type="submit"]').click();
    await expect(
      page.getByText('Geben Sie Ihre E-Mail-Adresse ein.').or(page.locator('[id$="-error"]').first()),
    ).toBeVisible();
    await page.locator('input[type="email"]').fill('member@local.test');
    await page.locator('input[type="password"]').fill('not-the-password-1');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('form').getByRole('alert')).toBeVisible();
    await expect(page.locator('input[type="email"]')).toHaveValue('member@local.test');
  });

  test('register: a weak password and a bad e-mail', async ({ page }) => {
    await page.goto(`${siteOrigin('bond')}/en/register`);
    await page.getByLabel('Full name').fill('Weak Walter');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Weak Walter');
    await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');
  });

  test('register in Arabic shows Arabic errors', async ({ page }) => {
    await page.goto(`${siteOrigin('bond')}/ar/register`);
    await page.locator('form button[type="submit"]').click();
    const error = page.locator('[id$="-error"]').first();
    await expect(error).toBeVisible();
    expect(await error.textContent()).toMatch(/[\u0600-\u06FF]/);
  });

  test('forgot password: bad e-mail, then the same answer for any address', async ({ page }) => {
    await page.goto(`${siteOrigin('bond')}/en/forgot-password`);
    await page.getByLabel('E-mail').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await page.getByLabel('E-mail').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for nobody-here@example.com');
  });

  test('reset password: mismatched confirmation and a missing token', async ({ page }) => {
    await page.goto(`${siteOrigin('bond')}/en/reset-password?token=abc`);
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('Confirm the password').fill('a-new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue('a-new-password-1');
    await page.getByLabel('Confirm the password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('form').getByRole('alert')).toContainText('invalid or has expired');
  });
});
