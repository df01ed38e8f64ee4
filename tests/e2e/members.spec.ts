import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { preferenceCookieName, preferencePrefix } from '@/lib/preferences/registry';
import { SITES } from '@/sites';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/architecture.md §4: site admins manage members, roles and permissions. Each test registers
 * its own member, so the demo accounts other tests sign in with keep their roles and scopes.
 */
const SITE = 'dog-walking';
const ORIGIN = siteOrigin(SITE);
const ADMIN = `admin@${SITE}.test`;
const PASSWORD = 'walk-the-dog-2026';
// Headless Chromium names itself in its user agent, as robots do: people use a desktop browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as typeof import('@/messages/en.json');
const MENU_ENTRIES = [en.Sites[SITE].addNew, en.Sites[SITE].myItems, en.Nav.myMessages];

async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: DESKTOP });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  return page;
}

/** A new member of the site, registered as anyone would be (scope internal) and signed in on `page`. */
async function registeredMember(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  await page.goto(`${ORIGIN}/en/not-authorized`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name, email, password: PASSWORD },
  );
  expect(status).toBe(200);
  await signIn(page, SITE, email, PASSWORD);
  return email;
}

/** The admin opens the member's page from the members list, searching by e-mail. */
async function openMember(admin: Page, email: string, name: string): Promise<void> {
  await admin.goto(`${ORIGIN}/en/apps/user/list`);
  await admin.getByRole('searchbox', { name: 'Search', exact: true }).fill(email);
  await expect(admin.getByRole('status').filter({ hasText: /of 1 member$/ })).toBeVisible();
  await admin.getByRole('link', { name, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).first();

test('an admin removes a member’s internal scope and the member’s menu changes on the next page', async ({
  browser,
}) => {
  test.slow();
  const member = await personPage(browser);
  const name = 'Walter Scope';
  const email = await registeredMember(member, name);
  await member.goto(`${ORIGIN}/en/dashboards/crm`);
  for (const entry of MENU_ENTRIES)
    await expect(menuOf(member).getByRole('link', { name: entry })).toBeVisible();

  const admin = await personPage(browser);
  await signIn(admin, SITE, ADMIN);
  await openMember(admin, email, name);
  const form = admin.getByRole('group', { name: 'Scopes' });
  await form.getByRole('checkbox', { name: 'internal' }).uncheck();
  await admin.getByRole('button', { name: 'Save roles and scopes' }).click();
  await expect(admin.getByText('Roles and scopes saved.')).toBeVisible();
  // The audit trail names the change and who made it.
  await admin.reload();
  await expect(admin.getByText('Roles and scopes changed')).toBeVisible();
  await expect(admin.getByText(`by Admin ${SITE}`)).toBeVisible();

  await member.reload();
  await expect(menuOf(member).getByRole('link', { name: 'Home' })).toBeVisible();
  for (const entry of MENU_ENTRIES)
    await expect(menuOf(member).getByRole('link', { name: entry })).toHaveCount(0);
  await member.goto(`${ORIGIN}/en/my-items`);
  await expect(member).toHaveURL(`${ORIGIN}/en/not-authorized`);

  await member.context().close();
  await admin.context().close();
});

test('a suspended member is signed out at once and cannot sign in until restored', async ({ browser }) => {
  test.slow();
  const member = await personPage(browser);
  const name = 'Susan Pended';
  const email = await registeredMember(member, name);
  await member.goto(`${ORIGIN}/en/dashboards/crm`);

  const admin = await personPage(browser);
  await signIn(admin, SITE, ADMIN);
  await openMember(admin, email, name);
  await admin.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Suspend ${name}?` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText(`${name} is suspended.`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Restore access' })).toBeVisible();

  await member.reload();
  await expect(member).toHaveURL(/\/en\/login\?redirecturl=/);
  await member.getByLabel('E-mail').fill(email);
  await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await member.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    member.getByText('Your access to this site has been suspended by its administrators.'),
  ).toBeVisible();

  await admin.getByRole('button', { name: 'Restore access' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Restore access' }).click();
  await expect(admin.getByText(`${name} can sign in again.`)).toBeVisible();
  await member.getByRole('button', { name: 'Sign in' }).click();
  // The whole dashboard loads before the URL changes.
  await expect(member).toHaveURL(/\/en\/dashboards\/crm/, { timeout: 15_000 });

  await member.context().close();
  await admin.context().close();
});

test('admins find the member pages in the account menu; members do not', async ({ page, browser }) => {
  test.slow();
  await signIn(page, SITE, ADMIN);
  await page.goto(`${ORIGIN}/en/dashboards/crm`);
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Members', 'Roles and scopes', 'Permissions'])
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Permissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'internal grants “Publish and edit offers”' }),
  ).toBeChecked();
  // The admin delegates member management to admin2, sees it stored and in the history, then resets.
  await page.waitForLoadState('networkidle');
  const delegate = page.getByRole('checkbox', { name: 'admin2 grants “Manage members”' });
  await delegate.check();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved.')).toBeVisible();
  await page.reload();
  await expect(delegate).toBeChecked();
  await expect(page.getByText('This site has its own permissions.')).toBeVisible();
  await expect(page.getByText('Permissions changed').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('The built-in permissions apply again.')).toBeVisible();
  await expect(delegate).not.toBeChecked();

  const member = await personPage(browser);
  await signIn(member, SITE, `member@${SITE}.test`);
  await member.goto(`${ORIGIN}/en/dashboards/crm`);
  await member.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(member.getByRole('menu').getByRole('menuitem', { name: 'Members' })).toHaveCount(0);
  await member.goto(`${ORIGIN}/en/apps/user/list`);
  await expect(member).toHaveURL(`${ORIGIN}/en/not-authorized`);
  await member.context().close();
});

const THEME_COOKIE = preferenceCookieName(preferencePrefix(SITES[SITE].appTitle), 'theme');

/** Axe in the light theme, then in the dark one (tests/e2e/a11y.spec.ts covers the pages without params). */
async function expectAccessibleLightAndDark(page: Page, where: string): Promise<void> {
  await expectAccessible(page, `${where} (light)`, { soft: true });
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'dark', url: ORIGIN }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.waitForFunction(() => !document.getAnimations().some((item) => item instanceof CSSTransition));
  await expectAccessible(page, `${where} (dark)`, { soft: true });
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: ORIGIN }]);
}

test('the member pages are accessible in English and Arabic', async ({ page }) => {
  // Five pages, each axe-checked in two languages: up to 1.5 min on a busy two-core runner.
  test.setTimeout(150_000);
  await signIn(page, SITE, ADMIN);
  await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: ORIGIN }]);
  await page.goto(`${ORIGIN}/en/apps/user/list?q=member%40${SITE}`);
  const memberHref = await page
    .getByRole('link', { name: `Member ${SITE}`, exact: true })
    .getAttribute('href');
  const memberPath = memberHref!.replace(/^\/en/, '');
  for (const lang of ['en', 'ar']) {
    for (const path of ['/apps/user/list', '/apps/roles', '/apps/permissions']) {
      await page.goto(`${ORIGIN}/${lang}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `/${lang}${path}`, { soft: true });
    }
    await page.goto(`${ORIGIN}/${lang}${memberPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleLightAndDark(page, `/${lang}${memberPath}`);
  }
  // The list with no match: its empty state.
  await page.goto(`${ORIGIN}/ar/apps/user/list?q=nobody-at-all`);
  await expect(
    page.getByText(JSON.parse(readFileSync('messages/ar.json', 'utf8')).Members.noMatches),
  ).toBeVisible();
  await expectAccessible(page, '/ar/apps/user/list (no match)', { soft: true });
});
