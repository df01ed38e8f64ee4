import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * The seven dashboards on the site's own figures (docs/architecture.md §12): each shows a figure that a
 * newly published offer changes, and each is axe-clean in English and Arabic. A site no other spec
 * signs in to or seeds (demo-content.spec.ts seeds game-guide, which must have no offers before), so
 * the member's own figures move only with this spec's offers.
 */
const SITE = 'app-making';
const ORIGIN = siteOrigin(SITE);
const MEMBER = `member@${SITE}.test`;

/** Each dashboard and the figure on it that one more published offer (in a new place) raises by one. */
const DASHBOARDS = [
  { path: '/apps/logistics/dashboard', heading: 'Overview', figure: 'Published offers' },
  { path: '/apps/logistics/dashboard0', heading: 'Offer performance', figure: 'Published offers' },
  { path: '/apps/logistics/dashboard2', heading: 'Communication', figure: 'Offers open for messages' },
  { path: '/dashboards/crm', heading: 'Contacts and members', figure: 'Places with offers' },
  { path: '/dashboards/analytics', heading: 'Analytics', figure: 'Published offers' },
  { path: '/dashboards/ecommerce', heading: 'Prices and offers', figure: 'Places with offers' },
  { path: '/apps/academy/dashboard', heading: 'Academy', figure: 'Published offers' },
] as const;

/** The number a headline figure shows (a named group: its label, then its value). */
async function figureValue(page: Page, label: string): Promise<number> {
  const value = page.getByRole('group', { name: label, exact: true }).locator('p').nth(1);
  return Number((await value.innerText()).replace(/[^\d]/g, ''));
}

/** Publishes an offer through the listing form, in a place of its own. */
async function publishOffer(page: Page, name: string, location: string, site = SITE): Promise<void> {
  await page.goto(`${siteOrigin(site)}/en/add-new`);
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Description').fill(`${name}, published by the dashboard tests.`);
  await page.getByLabel(/^Price/).fill('75');
  await page.getByLabel('Location').fill(location);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(`${siteOrigin(site)}/en/my-items`, { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('every dashboard shows a figure that a newly published offer changes', async ({ page }) => {
  test.slow(); // fourteen dashboard loads and a listing form on a busy runner
  await signIn(page, SITE, MEMBER);
  const before: number[] = [];
  for (const dashboard of DASHBOARDS) {
    await page.goto(`${ORIGIN}/en${dashboard.path}`);
    await expect(page.getByRole('heading', { level: 1, name: dashboard.heading })).toBeVisible();
    before.push(await figureValue(page, dashboard.figure));
  }

  const stamp = Date.now();
  await publishOffer(page, `Speedrun guide ${stamp}`, `Arena ${stamp}`);

  for (const [index, dashboard] of DASHBOARDS.entries()) {
    await page.goto(`${ORIGIN}/en${dashboard.path}`);
    expect(await figureValue(page, dashboard.figure), `${dashboard.path}: ${dashboard.figure}`).toBe(
      before[index]! + 1,
    );
  }
  // The new place is in the contacts dashboard's chart, whose data screen readers read as a table.
  await page.goto(`${ORIGIN}/en/dashboards/crm`);
  const locations = page.getByRole('region', { name: 'Top locations' });
  await expect(locations.getByRole('table')).toContainText(`Arena ${stamp}`);
});

test('a chart shows its data as a table on request', async ({ page }) => {
  // Another site than the test above, which counts this member's offers while this one runs.
  const site = 'lords-bits';
  await signIn(page, site, `member@${site}.test`);
  await publishOffer(page, `Boss guide ${Date.now()}`, 'Dungeon', site);
  await page.goto(`${siteOrigin(site)}/en/dashboards/ecommerce`);
  const chart = page.getByRole('region', { name: 'Published and drafts' });
  const toggle = chart.getByRole('button', { name: 'Show the data as a table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByRole('table')).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'Published' })).toBeVisible();
});

test('visitors see the academy’s public figures and an invitation to sign in', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/apps/academy/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Published offers', exact: true })).toBeVisible();
  await expectAccessible(page, '/en/apps/academy/dashboard (visitor)');
  const invitation = page.getByRole('region', { name: 'Follow your own progress' });
  await invitation.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    `${ORIGIN}/en/login?redirecturl=${encodeURIComponent('/en/apps/academy/dashboard')}`,
  );
});

for (const dashboard of DASHBOARDS) {
  test(`${dashboard.path} is accessible in English and Arabic`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, SITE, MEMBER);
    for (const lang of ['en', 'ar']) {
      await page.goto(`${ORIGIN}/${lang}${dashboard.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `/${lang}${dashboard.path}`, { soft: true });
    }
  });
}
