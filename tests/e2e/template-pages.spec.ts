import type { Page } from '@playwright/test';
import { CARD_PAGES } from '@/lib/routing/routes';
import { expect, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/templates.md: the card, dialog, icon and misc template pages. The a11y spec opens every page
 * for axe; here each page does what a person would do with it. The site is one no other spec
 * counts messages on, since the coming-soon form sends its admins one.
 */
const SITE = 'ai-teaching';
const ORIGIN = siteOrigin(SITE);
const CARD_TITLES: Record<(typeof CARD_PAGES)[number], string> = {
  'card-actions': 'Card actions',
  'card-advance': 'Advanced cards',
  'card-basic': 'Basic cards',
  'card-gamification': 'Gamification cards',
  'card-statistics': 'Statistics cards',
  'card-widgets': 'Card widgets',
};

async function signedIn(page: Page): Promise<void> {
  await dismissCookieBanner(page);
  await signIn(page, SITE, `member@${SITE}.test`);
}

/** A card of a grid, found by its title. */
const cardTitled = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('every card page shows its title and its cards', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page);
  for (const card of CARD_PAGES) {
    await page.goto(`${ORIGIN}/en/pages/cards/${card}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARD_TITLES[card]);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
});

test('card actions: a card collapses and expands, and a refresh brings fresh figures', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${ORIGIN}/en/pages/cards/card-actions`);

  const inbox = cardTitled(page, 'Collapsible card');
  const collapse = inbox.getByRole('button', { name: 'Collapse: Collapsible card' });
  await expect(inbox.getByText('Messages received')).toBeVisible();
  await collapse.click();
  const expand = inbox.getByRole('button', { name: 'Expand: Collapsible card' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(inbox.getByText('Messages received')).toBeHidden();
  await expand.click();
  await expect(inbox.getByText('Messages received')).toBeVisible();

  const views = cardTitled(page, 'Refreshable card');
  const readAt = views.getByText(/^Figures read at /);
  const before = await readAt.textContent();
  // The time has seconds: wait for the next one, so fresh figures carry a different time.
  await page.waitForTimeout(1_100);
  await views.getByRole('button', { name: 'Refresh: Refreshable card' }).click();
  // The server reads every figure of the page again before the card shows them.
  await expect(readAt).not.toHaveText(before ?? '', { timeout: 20_000 });
  await expect(views.getByRole('button', { name: 'Refresh: Refreshable card' })).toBeEnabled();

  await cardTitled(page, 'Removable card').getByRole('button', { name: 'Remove: Removable card' }).click();
  await expect(page.getByRole('heading', { name: 'Removable card' })).toHaveCount(0);
  const restore = page.getByRole('button', { name: 'Restore removed cards' });
  await expect(restore).toBeFocused();
  await restore.click();
  await expect(page.getByRole('heading', { name: 'Removable card' })).toBeVisible();
});

test('dialog example: the profile form validates, keeps what was typed, closes with Escape', async ({
  page,
}) => {
  // Sign-in, a page and two rounds of the form: past 30 s when a large page renders for the other worker.
  test.slow();
  await signedIn(page);
  await page.goto(`${ORIGIN}/en/pages/dialog-examples`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dialog examples');

  const open = page.getByRole('button', { name: 'Edit profile' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill('A');
  await dialog.getByLabel('E-mail').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter at least 2 characters.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('A');
  await expect(dialog.getByLabel('First name')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Reopened, it still holds what was typed.
  await open.click();
  await expect(dialog.getByLabel('E-mail')).toHaveValue('not-an-address');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('E-mail').fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was saved' })).toBeVisible();
});

test('icons: the search filters the set and a button copies the component name', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await signedIn(page);
  await page.goto(`${ORIGIN}/en/pages/icons`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Icons');

  await page.getByLabel('Search icons').fill('mail open');
  await expect(page.getByText('1 icon', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy House' })).toHaveCount(0);
  const copy = page.getByRole('button', { name: 'Copy MailOpen' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied: MailOpen')).toHaveAttribute('aria-live', 'polite');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MailOpen');

  await page.getByLabel('Search icons').fill('zzz-no-icon');
  await expect(page.getByText('No icon matches “zzz-no-icon”. Try another word.')).toBeVisible();
});

test('coming soon: a bad address gets a translated error, a good one is sent', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto(`${ORIGIN}/de/pages/misc/coming-soon`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bei ');
  const email = page.getByLabel('Ihre E-Mail-Adresse');
  await email.fill('keine-adresse');
  await page.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(
    page.getByText('Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.'),
  ).toBeVisible();
  await expect(email).toHaveValue('keine-adresse');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`launch.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vielen Dank! Wir schreiben Ihnen, sobald sie fertig ist.' }),
  ).toBeVisible({ timeout: 20_000 });
});

test('misc pages: under maintenance answers 200, a not-found alias answers 404', async ({ page }) => {
  const maintenance = await page.goto(`${ORIGIN}/en/pages/misc/under-maintenance`);
  expect(maintenance?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under maintenance');

  const missing = await page.goto(`${ORIGIN}/en/pages/misc/not-found/xyz`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
