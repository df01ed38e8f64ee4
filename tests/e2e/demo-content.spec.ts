import { expect, expectAccessible, test } from './fixtures';
import { dismissCookieBanner, seedDemoContent, siteOrigin } from './helpers';

/*
 * The e2e server starts without demo content (SEED_DEMO_CONTENT=0 in playwright.config.ts: other
 * tests count offers and messages). This test seeds one site no other test uses, with the command an
 * operator would run (`npm run db:demo -- game-guide`) against the running server's database, and
 * looks at a demo offer as a visitor would. tests/integration/demo-content.test.ts covers the rest.
 */
const SITE = 'game-guide';
const OFFER = 'Stardew Valley perfect farm planner';

test.beforeAll(() => seedDemoContent(SITE));
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a demo offer says it is an example on its card and its page, and claims no real offer', async ({
  page,
}) => {
  await page.goto(`${siteOrigin(SITE)}/en/search?q=Stardew`);
  const card = page.getByRole('article').filter({ hasText: OFFER });
  await expect(card.getByText('Example', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: OFFER }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFER);
  await expect(page.getByRole('complementary', { name: 'This is an example offer' })).toBeVisible();
  await expect(page.getByText('Example', { exact: true })).toBeVisible();
  // Its generated photos came through the upload pipeline, with their alt text.
  await expect(page.getByRole('img', { name: `${OFFER} — example illustration 1 of 1` })).toBeVisible();
  // For search engines: a product without price or availability, and not to be indexed.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({ '@type': 'Product', name: OFFER });
  expect(data.offers).toBeUndefined();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const offerPath = new URL(page.url()).pathname.replace(/^\/en/, '');
  for (const lang of ['en', 'ar']) {
    await page.goto(`${siteOrigin(SITE)}/${lang}${offerPath}`);
    await expectAccessible(page, `/${lang}${offerPath}`);
  }
  await expect(page.getByRole('complementary', { name: 'هذا عرض تجريبي' })).toBeVisible();
});
