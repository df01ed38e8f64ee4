import { readFileSync } from 'node:fs';
import type { Locale } from '@/lib/i18n/locales';
import { siteWordingFromMessages } from '@/lib/site/site-copy';
import { SITES, SITE_IDS, type SiteId } from '@/sites';
import { expect, test } from './fixtures';
import { siteOrigin } from './helpers';

const heroTitle = (id: SiteId, locale: Locale): string =>
  siteWordingFromMessages(SITES[id], locale, JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')))
    .heroTitle;

test.describe('every site host shows its own brand', () => {
  for (const id of SITE_IDS) {
    test(`${id}: / redirects to the default language and shows AppTitle and hero`, async ({ page }) => {
      const site = SITES[id];
      const response = await page.goto(`${siteOrigin(id)}/`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/${site.defaultLang}`);
      await expect(page).toHaveTitle(site.appTitle);
      const heading = id === 'all' ? /./ : heroTitle(id, site.defaultLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test('/en shows the front page in English and /?lang=de switches to German', async ({ page }) => {
  await page.goto(`${siteOrigin('bond')}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('bond', 'en'));
  await page.goto(`${siteOrigin('bond')}/?lang=de`);
  expect(new URL(page.url()).pathname).toBe('/de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('bond', 'de'));
  // The chosen language is remembered for the next unprefixed visit.
  await page.goto(`${siteOrigin('bond')}/`);
  expect(new URL(page.url()).pathname).toBe('/de');
});

test('a page answers without a cookie and remembers its language in the browser', async ({ page }) => {
  const response = await page.goto(`${siteOrigin('bond')}/it`);
  // A shared cache may only keep an answer that sets no cookie.
  expect(await response?.headerValue('set-cookie')).toBeNull();
  await page.goto(`${siteOrigin('bond')}/`);
  expect(new URL(page.url()).pathname).toBe('/it');
});

test('/testvideo leads to the portal of all sites, whose cards link to each host', async ({ page }) => {
  await page.goto(`${siteOrigin('local')}/testvideo`);
  expect(new URL(page.url()).pathname).toBe('/pl/all');
  const bondCard = page.getByRole('link', { name: new RegExp(SITES.bond.appName) }).first();
  await expect(bondCard).toHaveAttribute('href', `${siteOrigin('bond')}/pl`);
});

test('the Arabic page is right to left in the server HTML', async ({ request, page }) => {
  const html = await (await request.get(`${siteOrigin('local')}/ar`)).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  await page.goto(`${siteOrigin('local')}/ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('local', 'ar'));
});

test('the language menu leads to the same page in another language', async ({ page }) => {
  await page.goto(`${siteOrigin('tutoring')}/pl`);
  await page.getByRole('banner').locator('summary').click();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto(`${siteOrigin('bond')}/en/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(SITES.bond.appTitle);
});

test('/not-authorized is a public blank page', async ({ page }) => {
  const response = await page.goto(`${siteOrigin('bond')}/en/not-authorized`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not authorized');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});
