import { expect, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

const DASHBOARD = `${siteOrigin('local')}/en/apps/logistics/dashboard0`;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await signIn(page, 'local', 'admin@local.test');
});

test('customizer choices survive a reload and are in the server HTML', async ({ page, request, context }) => {
  // Three renders of a dashboard: past 30 s when a large page renders for the other worker.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  await drawer.getByRole('radio', { name: 'Dark' }).click();
  await drawer.getByRole('radio', { name: 'Bordered' }).click();
  await drawer.getByRole('radio', { name: 'Rose' }).click();
  await drawer.getByRole('radio', { name: 'Wide' }).click();
  await drawer.getByRole('radio', { name: 'Horizontal' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-skin', 'bordered');
  await expect(html).toHaveAttribute('data-color-scheme', 'rose');
  await expect(html).toHaveAttribute('data-content-width', 'fluid');
  await expect(html).toHaveAttribute('data-layout', 'horizontal');

  // The server renders the attributes from the cookies: no flash on reload.
  const cookieHeader = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const serverHtml = await (await request.get(DASHBOARD, { headers: { cookie: cookieHeader } })).text();
  expect(serverHtml).toContain('data-theme="dark"');
  expect(serverHtml).toContain('data-layout="horizontal"');
  expect(serverHtml).toContain('data-skin="bordered"');
});

test('switching to horizontal makes a hidden navbar sticky and uncollapses the nav', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  await drawer.getByRole('radiogroup', { name: 'Navbar' }).getByRole('radio', { name: 'Hidden' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-nav-collapsed', 'on');
  await drawer.getByRole('radio', { name: 'Horizontal' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-navbar', 'sticky');
  await expect(page.locator('html')).toHaveAttribute('data-nav-collapsed', 'off');
});

test('the layout is forced vertical below 1279 px and restored above', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Horizontal' }).click();
  await page.keyboard.press('Escape');
  const horizontalNav = page
    .locator('nav[aria-label="Main navigation"]')
    .filter({ hasNot: page.locator('aside') });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(horizontalNav.first()).toBeHidden();

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'horizontal');
});

test('the overlay navigation opens, is keyboard-closable and lists the site menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(sheet.getByRole('link', { name: 'Academy' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'My messages' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
});

test('semi-dark navigation is only offered with the light theme and vertical layout', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  const semiDark = drawer.getByRole('switch', { name: 'Semi-dark navigation' });
  await expect(semiDark).toBeDisabled();
  await drawer.getByRole('radio', { name: 'Light' }).click();
  await expect(semiDark).toBeEnabled();
  await semiDark.click();
  await expect(page.locator('html')).toHaveAttribute('data-semi-dark-nav', 'on');
  await drawer.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  await expect(page.locator('html')).toHaveAttribute('data-semi-dark-nav', 'off');
});

test('the Templates groups open from the keyboard, lead to their pages and stay open there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Forms', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Slider', exact: true })).toBeHidden();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Slider', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/forms\/slider$/);
  await expect(nav.getByRole('link', { name: 'Slider', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('button', { name: 'Forms', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('in the horizontal layout a Templates group opens its pages in a popover', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DASHBOARD);
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Horizontal' }).click();
  await page.keyboard.press('Escape');
  const horizontalNav = page.locator('nav[aria-label="Main navigation"]:not(aside nav)');
  await horizontalNav.getByRole('button', { name: 'Charts' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Chart.js' }).click();
  await expect(page).toHaveURL(/\/en\/charts\/chartjs$/);
});
