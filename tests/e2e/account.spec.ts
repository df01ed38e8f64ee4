import type { Browser, BrowserContext, Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/constants';
import { ACCOUNT_SETTINGS_TABS, USER_PROFILE_TABS } from '@/lib/routing/routes';
import { totpCode } from '../integration/totp';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * Account settings and the profile as a member uses them: a password change that ends the other
 * sessions, two-factor sign-in with a code computed here as an authenticator app computes it, and
 * every tab axe-clean in English and Arabic (the fixture fails on any console error).
 */
const SITE = 'bond';
const ORIGIN = siteOrigin(SITE);
const PASSWORD = 'first-pass-2026';

let accounts = 0;

/** A browser context of its own client address: sign-in limits count per address. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  accounts += 1;
  const address = `198.18.${accounts}.${Math.floor(Math.random() * 250) + 1}`;
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
}

/** Registers a new member on bond from `page` (which stays signed in) and returns the e-mail. */
async function registerMember(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${accounts}@example.com`;
  await dismissCookieBanner(page);
  await signInFresh(page, email, { register: name });
  return email;
}

async function signInFresh(page: Page, email: string, { register }: { register?: string } = {}) {
  await page.goto(`${ORIGIN}/en/not-authorized`);
  const status = await page.evaluate(
    async ({ email: address, password, name }) => {
      if (name)
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: address, password }),
        });
      const response = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password }),
      });
      return response.status;
    },
    { email, password: PASSWORD, name: register },
  );
  expect(status).toBe(200);
}

test('a member changes the password and the other sessions end', async ({ browser }) => {
  test.slow();
  const laptop = await newContext(browser);
  const phone = await newContext(browser);
  const here = await laptop.newPage();
  const there = await phone.newPage();
  const email = await registerMember(here, 'Pat Password');
  await dismissCookieBanner(there);
  await signInFresh(there, email);
  await there.goto(`${ORIGIN}/en/pages/user-profile/profile`);
  await expect(there.getByRole('heading', { level: 1, name: 'Pat Password' })).toBeVisible();

  await here.goto(`${ORIGIN}/en/pages/account-settings/security`);
  const devices = here.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const form = here.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('not-my-password-1');
  await form.getByLabel('New password').fill('second-pass-2026');
  await form.getByLabel('Confirm the password').fill('second-pass-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Your current password is not correct.');

  await form.getByLabel('Current password').fill(PASSWORD);
  await expect(form.getByLabel('Sign out of my other devices')).toBeChecked();
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('other devices were signed out');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();

  // The other browser's session has ended: its next page asks it to sign in.
  await there.goto(`${ORIGIN}/en/pages/user-profile/profile`);
  await expect(there).toHaveURL(/\/en\/login\?redirecturl=/);
  // This one goes on.
  await here.reload();
  await expect(here.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await laptop.close();
  await phone.close();
});

test('two-factor sign-in works with a code computed from the scanned key', async ({ browser }) => {
  test.slow();
  const context = await newContext(browser);
  const page = await context.newPage();
  const email = await registerMember(page, 'Tia Totp');

  await page.goto(`${ORIGIN}/en/pages/account-settings/security`);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await card.getByLabel('Your password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to add Maturis to an authenticator app' }),
  ).toBeVisible();
  await expect(card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page, 'two-factor setup');
  const secret = (await card.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  const uri = `otpauth://totp/Maturis?secret=${secret}`;
  await card.getByRole('textbox', { name: 'Enter the 6-digit code the app shows' }).fill(totpCode(uri));
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(card.getByRole('status')).toContainText('Two-factor sign-in is on');
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await context.close();

  // A new browser signs in: the password, then the app's code on the two-steps page.
  const fresh = await newContext(browser);
  const visitor = await fresh.newPage();
  await dismissCookieBanner(visitor);
  await visitor.goto(
    `${ORIGIN}/en/login?redirecturl=${encodeURIComponent('/en/pages/user-profile/profile')}`,
  );
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/en\/pages\/authentication\/two-steps-v2\?redirecturl=/);
  expect(
    (await fresh.cookies()).find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value ?? '',
  ).not.toBe('1');
  await expectAccessible(visitor, 'two-steps sign-in');

  const typeCode = async (code: string) => {
    for (const [index, digit] of [...code].entries())
      await visitor.getByLabel(`Digit ${index + 1}`).fill(digit);
    await visitor.getByRole('button', { name: 'Verify my account' }).click();
  };
  const right = totpCode(uri);
  await typeCode(right === '000000' ? '111111' : '000000');
  await expect(visitor.getByRole('form', { name: 'Two-step verification' }).getByRole('alert')).toContainText(
    'This code is not correct.',
  );
  await typeCode(totpCode(uri));
  await expect(visitor).toHaveURL(`${ORIGIN}/en/pages/user-profile/profile`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tia Totp' })).toBeVisible();
  expect((await fresh.cookies()).find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('1');
  await fresh.close();
});

for (const lang of ['en', 'ar'] as const) {
  test(`every account settings and profile tab is accessible in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await dismissCookieBanner(page);
    await signIn(page, SITE, `member@${SITE}.test`);
    const paths = [
      ...ACCOUNT_SETTINGS_TABS.map((tab) => `/pages/account-settings/${tab}`),
      ...USER_PROFILE_TABS.map((tab) => `/pages/user-profile/${tab}`),
    ];
    for (const path of paths) {
      await page.goto(`${ORIGIN}/${lang}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator(`a[aria-current="page"][href="/${lang}${path}"]`)).toBeVisible();
      await expectAccessible(page, `/${lang}${path}`, { soft: true });
    }
    // The deletion dialog, opened and left without deleting anything.
    await page.goto(`${ORIGIN}/${lang}/pages/account-settings/account`);
    await page.locator('section[aria-labelledby="account-delete"]').getByRole('button').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, `/${lang} delete dialog`, { soft: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
}

test('the user menu leads to the profile and the account settings; an unknown tab is not found', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await signIn(page, SITE, `member@${SITE}.test`);
  await page.goto(`${ORIGIN}/en/pages/user-profile/offers`);
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/pages/account-settings/account`);
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/pages/user-profile/profile`);
  const response = await page.goto(`${ORIGIN}/en/pages/account-settings/nonsense`);
  expect(response?.status()).toBe(404);
});
