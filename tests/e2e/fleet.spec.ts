import type { Browser, Page } from '@playwright/test';
import { Client } from 'pg';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, e2eDatabaseUrl, siteOrigin } from './helpers';

/*
 * docs/apps.md (Logistics fleet): fleets come only from sample data, and the e2e server starts
 * without it (SEED_DEMO_CONTENT=0), so this test writes three vehicles of its own straight into the
 * server's embedded database for a site no other spec uses, then opens one as a member would.
 */
const SITE = 'lords-bits';
const EMPTY_SITE = 'bible';
// Headless Chromium names itself in its user agent, as robots do: people use a desktop browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const WARSAW = [21.01, 52.23];
const POZNAN = [16.93, 52.41];
const BERLIN = [13.4, 52.52];
const VEHICLES = [
  [
    'e2e-fleet-1',
    'E2E Truck 01',
    'WX 4137A',
    'on-route',
    'Marta Kowalska',
    'Warsaw',
    'Berlin',
    [WARSAW, POZNAN, BERLIN],
    62,
    POZNAN,
  ],
  [
    'e2e-fleet-2',
    'E2E Van 02',
    'WX 4274B',
    'maintenance',
    'Jan Nowak',
    'Gdańsk',
    'Copenhagen',
    [
      [18.65, 54.35],
      [12.57, 55.68],
    ],
    0,
    [18.65, 54.35],
  ],
  [
    'e2e-fleet-3',
    'E2E Van 03',
    'WX 4411C',
    'idle',
    'Ola Wiśniewska',
    'Paris',
    'Brussels',
    [
      [2.35, 48.86],
      [4.35, 50.85],
    ],
    100,
    [4.35, 50.85],
  ],
] as const;

test.beforeAll(async () => {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    for (const [
      id,
      name,
      plate,
      status,
      driver,
      origin,
      destination,
      route,
      progress,
      [lng, lat],
    ] of VEHICLES)
      await client.query(
        `INSERT INTO vehicle (id, site_id, name, plate, kind, status, driver_name, lng, lat, origin, destination, route, progress)
         VALUES ($1, $2, $3, $4, 'van', $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
        [
          id,
          SITE,
          name,
          plate,
          status,
          driver,
          lng,
          lat,
          origin,
          destination,
          JSON.stringify(route),
          progress,
        ],
      );
  } finally {
    await client.end();
  }
});

async function memberOf(browser: Browser, site: string): Promise<Page> {
  const page = await (
    await browser.newContext({ userAgent: DESKTOP, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await dismissCookieBanner(page);
  await signIn(page, site, `member@${site}.test`, DEMO_PASSWORD);
  return page;
}

test('a member opens a vehicle from the list and sees it on the map with its detail', async ({ browser }) => {
  // Four page loads and two axe runs in one workflow, on a machine shared with other suites.
  test.setTimeout(180_000);
  const page = await memberOf(browser, SITE);
  await page.goto(`${siteOrigin(SITE)}/en/apps/logistics/fleet`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Map of Europe with 3 vehicles/ })).toBeVisible();
  await expect(page.locator('[data-vehicle-marker]')).toHaveCount(3);
  await expectAccessible(page, '/en/apps/logistics/fleet');

  await page.getByRole('button', { name: /^E2E Truck 01/ }).click();
  const detail = page.getByRole('region', { name: 'Vehicle details' });
  await expect(detail.getByRole('heading', { name: 'E2E Truck 01' })).toBeVisible();
  await expect(detail.getByText('Marta Kowalska')).toBeVisible();
  await expect(detail.getByText('WX 4137A')).toBeVisible();
  await expect(detail.getByText('Warsaw → Berlin')).toBeVisible();
  await expect(detail.getByRole('progressbar', { name: 'Route progress' })).toHaveAttribute(
    'aria-valuenow',
    '62',
  );
  await expect(page.locator('[data-vehicle-marker="e2e-fleet-1"][data-selected]')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /E2E Truck 01 is highlighted/ })).toBeVisible();

  // The status filter and the search narrow the list and the map.
  await page.getByLabel('Status').selectOption({ label: 'Maintenance' });
  await expect(page.getByRole('button', { name: /^E2E / })).toHaveCount(1);
  await expect(page.locator('[data-vehicle-marker]')).toHaveCount(1);
  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('brussels');
  await expect(page.getByRole('button', { name: /^E2E / })).toHaveCount(1);

  // The keyboard way: Tab to the vehicle, Enter selects it.
  await page.getByRole('searchbox', { name: 'Search vehicles' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^E2E Van 03/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('heading', { name: 'E2E Van 03' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^E2E Van 03/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${siteOrigin(SITE)}/ar/apps/logistics/fleet`);
  await page.getByRole('button', { name: /^E2E Van 02/ }).click();
  await expect(page.getByRole('region', { name: 'تفاصيل المركبة' }).getByText('Jan Nowak')).toBeVisible();
  await expectAccessible(page, '/ar/apps/logistics/fleet');
});

test('a site without vehicles says where its fleet comes from', async ({ browser }) => {
  test.slow();
  const page = await memberOf(browser, EMPTY_SITE);
  await page.goto(`${siteOrigin(EMPTY_SITE)}/en/apps/logistics/fleet`);
  await expect(page.getByRole('heading', { level: 2, name: 'No vehicles on this site' })).toBeVisible();
  await expectAccessible(page, '/en/apps/logistics/fleet (empty)');
});
