import { expect, test } from './fixtures';
import { siteOrigin } from './helpers';

const FRONT = `${siteOrigin('bond')}/en`;
const KEY = 'cookie-consent-status';

for (const [button, status] of [
  ['Got It!', 'accept'],
  ['Opt Out', 'decline'],
  ['Decide later', 'postpone'],
] as const) {
  test(`cookie banner: "${button}" stores ${status} and closes it`, async ({ page }) => {
    await page.goto(FRONT);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Learn More...' })).toBeVisible();
    await banner.getByRole('button', { name: button, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(status);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
}

test('cookie banner reopens when the stored status is removed', async ({ page }) => {
  await page.goto(FRONT);
  await page.getByRole('button', { name: 'Got It!' }).click();
  await page.evaluate((key) => localStorage.removeItem(key), KEY);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('scroll-to-top appears past 200 px and brings the page back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(FRONT);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
