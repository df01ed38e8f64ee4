import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { dismissCookieBanner, seedDemoContent, siteOrigin } from './helpers';

/*
 * docs/templates.md (charts, extensions, tables): each page's heading and one real interaction.
 * Read only: the figures of real-estate, and the demo offers of fashion (more than one page of
 * them), seeded for the data table since the e2e server starts without demo content.
 */
const SITE = 'real-estate';
const ORIGIN = siteOrigin(SITE);
const TABLE_SITE = 'fashion';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await signIn(page, SITE, `admin@${SITE}.test`);
});

/** A chart's panel: its section, named by its title. */
const chartPanel = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).first();

/** Screen readers always have the table; the toggle shows it in place of the drawing. */
async function expectTableToggle(page: Page, title: string) {
  const panel = chartPanel(page, title);
  const toggle = panel.getByRole('button', { name: `Show “${title}” as a table` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator('div[aria-hidden]')).toHaveCount(0);
  await expect(panel.getByRole('table')).toBeVisible();
  await expect(panel.getByRole('row')).not.toHaveCount(0);
}

test('ApexCharts draws every chart, and a chart shows its data as a table', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/charts/apex-chart`);
  await expect(page.getByRole('heading', { level: 1, name: 'ApexCharts' })).toBeVisible();
  for (const title of ['Views and messages per day', 'Offers by pricing model', 'A price over 20 days'])
    await expect(chartPanel(page, title).locator('div[aria-hidden] svg').first()).toBeVisible({
      timeout: 30_000,
    });
  await expectTableToggle(page, 'Views and messages per day');
});

test('Chart.js draws every chart on a canvas, and a chart shows its data as a table', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/charts/chartjs`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chart.js' })).toBeVisible();
  for (const title of ['Offer views per day', 'Top locations', 'Two offers compared'])
    await expect(chartPanel(page, title).locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expectTableToggle(page, 'Top locations');
});

test('the carousel moves to slide 2 with its next button and says so, in English and in Arabic', async ({
  page,
}) => {
  for (const [lang, heading, section, next, announced] of [
    ['en', 'Carousel', 'Basic', 'Next slide', /^Slide 2 of/],
    ['ar', 'العرض الدوّار', 'أساسي', 'الشريحة التالية', /^الشريحة (2|٢) من/],
  ] as const) {
    await page.goto(`${ORIGIN}/${lang}/extensions/swiper`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const demo = page.getByRole('region', { name: section, exact: true }).first();
    // Enabled once Embla runs, after hydration: by then the thumbnails' strip has scrolled, but
    // only itself, not the page.
    await expect(demo.getByRole('button', { name: next })).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await demo.scrollIntoViewIfNeeded();
    const second = demo.getByRole('group', { name: /^(2|٢) / });
    await expect(second).not.toBeInViewport({ ratio: 0.9 });
    await demo.getByRole('button', { name: next }).click();
    await expect(demo.getByRole('status').first()).toHaveText(announced);
    await expect(second).toBeInViewport({ ratio: 0.9 });
  }
});

test('the tour starts, moves on with Next and closes with Escape', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/extensions/tour`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guided tour' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start the tour' });
  await start.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(start).toBeFocused();
});

test.describe(() => {
  test.beforeAll(() => seedDemoContent(TABLE_SITE));

  test('the data table sorts, filters, selects, hides a column and pages', async ({ page }) => {
    await signIn(page, TABLE_SITE, `admin@${TABLE_SITE}.test`);
    await page.goto(`${siteOrigin(TABLE_SITE)}/en/tables/data-table`);
    await expect(page.getByRole('heading', { level: 1, name: 'Data table' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Offers of the site' });
    const rows = table.getByRole('row');

    await table.getByRole('button', { name: 'Price' }).click();
    await expect(table.getByRole('columnheader', { name: 'Price' })).not.toHaveAttribute('aria-sort', 'none');
    await expect(page).toHaveURL(/sort=price/);

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Page 1' }).click();

    const title = (await rows.nth(1).getByRole('cell').nth(1).innerText()).trim();
    await page.getByLabel('Search', { exact: true }).fill(title);
    await expect(rows).toHaveCount(2);
    await page.getByLabel('Search', { exact: true }).fill('');

    await table.getByRole('checkbox').nth(1).click();
    await table.getByRole('checkbox').nth(2).click();
    await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export as CSV' })).toBeVisible();

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Owner' }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);
    await expect(page).toHaveURL(/hide=owner/);
  });
});

test('the simple tables show the site figures', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/tables/simple-table`);
  await expect(page.getByRole('heading', { level: 1, name: 'Simple table' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Published offers by price range' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
});
