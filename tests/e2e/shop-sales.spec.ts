import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, e2eServerEnv, siteOrigin } from './helpers';

/*
 * The shop's sales pages (docs/apps.md): an admin moves an order along and manages the shop's
 * settings. A site no other spec uses; its order is placed with the shop's own order function
 * (scripts/seed-shop-order.ts) on the running server's database, as checkout will.
 */
const SITE = 'bible';
const ORIGIN = siteOrigin(SITE);
const ADMIN = `admin@${SITE}.test`;
const MEMBER = `member@${SITE}.test`;
/** Lets the script import the app's server modules (see the shim), as `npm run db:demo` does. */
const SERVER_ONLY_SHIM = resolve('scripts/lib/server-only-outside-next.mjs');
const SEED_ORDER = resolve('scripts/seed-shop-order.ts');
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

function placeOrder(): { id: string; number: number } {
  const output = execFileSync('npx', ['tsx', '--import', SERVER_ONLY_SHIM, SEED_ORDER, SITE, MEMBER], {
    env: e2eServerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 90_000,
  });
  return JSON.parse(output.toString().trim().split('\n').at(-1)!);
}

/** Opens a page and waits until its scripts have loaded, so the forms answer (a busy machine hydrates late). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ userAgent: DESKTOP });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await signIn(page, SITE, ADMIN);
  return page;
}

test('an admin moves an order to paid and shipped, opens its customer and sees it in the list', async ({
  browser,
}) => {
  test.slow();
  const order = placeOrder();
  const page = await adminPage(browser);
  await open(page, `${ORIGIN}/en/apps/ecommerce/order/list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`#${order.number}`);
  await expect(page.getByRole('status').filter({ hasText: /^1–1 of 1$/ })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'order list');
  await page.getByRole('link', { name: `#${order.number}`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'order details');
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('The order is now Paid.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByText('The order is now Shipped.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  // Cancelling is no longer offered once the order has shipped; the history names each move.
  await expect(page.getByRole('button', { name: 'Cancel the order' })).toHaveCount(0);
  await expect(page.getByText('Marked as Shipped')).toBeVisible();

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Status', { exact: true }).selectOption('shipped');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${order.number}`, exact: true }) });
  await expect(row.getByText('Shipped')).toBeVisible();

  await row.getByRole('link', { name: `#${order.number}`, exact: true }).click();
  await page.getByRole('link', { name: 'View customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Member ${SITE}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `#${order.number}`, exact: true })).toBeVisible();
  await expectAccessible(page, 'customer details');
});

test('an admin saves the shop settings and finds them after a reload', async ({ browser }) => {
  test.slow();
  const page = await adminPage(browser);
  await open(page, `${ORIGIN}/en/apps/ecommerce/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  await expectAccessible(page, 'settings');
  await page.getByLabel('Store name').fill('Lectio shop');
  // A wrong e-mail is refused in place, and nothing typed is lost.
  await page.getByLabel('Contact e-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like shop@example.com.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Store name')).toHaveValue('Lectio shop');
  await page.getByLabel('Contact e-mail').fill('shop@lectio.test');
  await page.getByRole('checkbox', { name: 'PayPal' }).check();
  const guestCheckout = page.getByRole('switch', { name: 'Guest checkout' });
  const guestsWereWelcome = await guestCheckout.isChecked();
  await guestCheckout.click();
  await page.getByRole('button', { name: 'Add a zone' }).click();
  await page.getByLabel('Zone', { exact: true }).last().fill('Poland');
  await page.getByLabel('Rate', { exact: true }).last().fill('12.90');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByLabel('Store name')).toHaveValue('Lectio shop');
  await expect(page.getByLabel('Contact e-mail')).toHaveValue('shop@lectio.test');
  await expect(page.getByRole('checkbox', { name: 'PayPal' })).toBeChecked();
  await expect(guestCheckout).toBeChecked({ checked: !guestsWereWelcome });
  await expect(page.getByLabel('Zone', { exact: true }).last()).toHaveValue('Poland');
  await expect(page.getByLabel('Rate', { exact: true }).last()).toHaveValue('12.90');
});

test('every sales page is axe-clean in English and Arabic', async ({ browser }) => {
  test.setTimeout(300_000);
  const order = placeOrder();
  const page = await adminPage(browser);
  await page.goto(`${ORIGIN}/en/apps/ecommerce/customer/list`);
  const customerHref = await page
    .getByRole('link', { name: `Member ${SITE}`, exact: true })
    .getAttribute('href');
  const customerId = customerHref!.split('/').at(-1)!;
  for (const lang of ['en', 'ar']) {
    for (const path of [
      '/apps/ecommerce/order/list',
      `/apps/ecommerce/order/details/${order.id}`,
      '/apps/ecommerce/customer/list',
      `/apps/ecommerce/customer/details/${customerId}`,
      '/apps/ecommerce/referrals',
      '/apps/ecommerce/settings',
    ]) {
      await page.goto(`${ORIGIN}/${lang}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page, `/${lang}${path}`, { soft: true });
    }
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a member without the shop permission is not let in', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: DESKTOP });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await signIn(page, SITE, MEMBER);
  await page.goto(`${ORIGIN}/en/apps/ecommerce/order/list`);
  await expect(page).toHaveURL(`${ORIGIN}/en/not-authorized`);
});
