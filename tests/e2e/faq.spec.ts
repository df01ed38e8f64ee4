import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

// The help page (/pages/faq): reached from the footers, an accordion per section, a filter, FAQPage
// data for search engines, and accessible in both directions.
const BOND = siteOrigin('bond');

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the footer Help link opens the FAQ, whose answers open with the keyboard', async ({ page }) => {
  await page.goto(`${BOND}/en`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(`${BOND}/en/pages/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.getByRole('heading', { level: 2, name: 'Publishing' })).toBeVisible();

  const photos = page.getByRole('button', { name: 'Which photos can I add, and how many?' });
  const answer = page.getByText('Up to 12 photos per offer, each up to 10 MB');
  await expect(photos).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await photos.focus();
  await page.keyboard.press('Enter');
  await expect(photos).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  // Arrow keys move between the questions of a section, Space opens the one reached.
  await page.keyboard.press('ArrowUp');
  const publish = page.getByRole('button', { name: 'How do I publish on Maturis?' });
  await expect(publish).toBeFocused();
  await page.keyboard.press('Space');
  await expect(publish).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Sign in and choose “Add a bond issue” in the menu.')).toBeVisible();
  await page.getByRole('link', { name: 'Add a bond issue' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirecturl=%2Fen%2Fadd-new$/);
});

test('the filter narrows the questions as you type and says how many match', async ({ page }) => {
  await page.goto(`${BOND}/en/pages/faq`);
  const filter = page.getByRole('searchbox', { name: 'Filter the questions' });
  await filter.fill('camera');
  await expect(page.getByText('2 questions match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do video calls work?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I find an offer?' })).toBeHidden();
  await filter.fill('no such words anywhere');
  await expect(page.getByText('No question matches these words.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(filter).toHaveValue('');
  await expect(page.getByRole('button', { name: 'How do I find an offer?' })).toBeVisible();
});

test('the signed-in footer links to the same help page', async ({ page }) => {
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${BOND}/en/my-items`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(`${BOND}/en/pages/faq`);
});

test("each site's help page uses its own words and tells search engines its questions", async ({ page }) => {
  await page.goto(`${siteOrigin('tutoring')}/pl/pages/faq`);
  await expect(page).toHaveTitle('Pomoc · Korkownia');
  await page.getByRole('button', { name: 'Jak opublikować ofertę w serwisie Korkownia?' }).click();
  await expect(page.getByText('Zaloguj się i wybierz „Dodaj ofertę korepetycji” w menu.')).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(12);
  expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Jak znaleźć ofertę?' });
});

test('the help page is accessible in English and Arabic, with an answer open', async ({ page }) => {
  for (const [lang, question] of [
    ['en', 'How do video calls work?'],
    ['ar', 'كيف تعمل مكالمات الفيديو؟'],
  ] as const) {
    await page.goto(`${BOND}/${lang}/pages/faq`);
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, `/${lang}/pages/faq`);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
