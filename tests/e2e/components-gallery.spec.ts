import type { Page } from '@playwright/test';
import { COMPONENT_PAGES } from '@/lib/routing/routes';
import { expect, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/templates.md (component gallery): each of the sixteen pages shows its heading, and one real
 * interaction per page works as a person would use it: with the pointer, the keyboard, the URL.
 * The a11y spec opens every page for axe; nothing here writes data.
 */
const SITE = 'fashion';
const ORIGIN = siteOrigin(SITE);
const TITLES: Record<(typeof COMPONENT_PAGES)[number], string> = {
  alert: 'Alert',
  avatar: 'Avatar',
  badge: 'Badge',
  button: 'Button',
  chip: 'Chip',
  dialog: 'Dialog',
  'expansion-panel': 'Expansion panel',
  list: 'List',
  menu: 'Menu',
  pagination: 'Pagination',
  'progress-circular': 'Circular progress',
  'progress-linear': 'Linear progress',
  snackbar: 'Snackbar',
  tabs: 'Tabs',
  timeline: 'Timeline',
  tooltip: 'Tooltip',
};

/** Opens a gallery page, waits for its scripts (so it answers keys and clicks) and checks its one main heading. */
async function openGallery(page: Page, name: (typeof COMPONENT_PAGES)[number], query = ''): Promise<void> {
  await page.goto(`${ORIGIN}/en/components/${name}${query}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[name]);
}

/** A demo section of the page, by its heading. */
const demo = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await signIn(page, SITE, `member@${SITE}.test`);
});

test('every gallery page shows its heading and its demos', async ({ page }) => {
  test.setTimeout(240_000);
  for (const name of COMPONENT_PAGES) {
    await openGallery(page, name);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
});

test('alert: a dismissed alert disappears and comes back', async ({ page }) => {
  await openGallery(page, 'alert');
  const section = demo(page, 'Dismissible');
  await section.getByRole('button', { name: 'Dismiss: Scheduled maintenance' }).click();
  await expect(section.getByText('Scheduled maintenance')).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('3 of 4 alerts shown');
  const restore = section.getByRole('button', { name: 'Show them again' });
  await expect(restore).toBeFocused();
  await restore.click();
  await expect(section.getByText('Scheduled maintenance')).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('4 of 4 alerts shown');
});

test('avatar: choosing a presence changes the avatar and its sentence', async ({ page }) => {
  await openGallery(page, 'avatar');
  const section = demo(page, 'Presence');
  await section.getByRole('radio', { name: 'Away' }).click();
  await expect(section.getByRole('status')).toHaveText('Li Wei: Away');
});

test('badge: the counter follows the messages and names the full count', async ({ page }) => {
  await openGallery(page, 'badge');
  const section = demo(page, 'Counters on buttons');
  await section.getByRole('button', { name: 'Add a message' }).click();
  await expect(section.getByRole('status')).toHaveText('4 unread messages');
  await expect(section.getByRole('button', { name: /^Messages\s*, 4 unread$/ })).toBeVisible();
  await section.getByRole('button', { name: 'Mark all read' }).click();
  await expect(section.getByRole('status')).toHaveText('No unread messages');
});

test('button: a loading button keeps its focus and says when it is done', async ({ page }) => {
  await openGallery(page, 'button');
  const section = demo(page, 'Loading');
  const save = section.getByRole('button', { name: 'Save changes' });
  await save.click();
  await expect(section.getByRole('button', { name: 'Saving…' })).toBeFocused();
  await expect(section.getByRole('status')).toHaveText('Changes saved.');
});

test('chip: a removed chip goes, the focus moves on, and Restore brings it back', async ({ page }) => {
  await openGallery(page, 'chip');
  const section = demo(page, 'Removable');
  await section.getByRole('button', { name: 'Remove Garden' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Garden' })).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText('Garden removed.');
  await expect(section.getByRole('button', { name: 'Remove Parking' })).toBeFocused();
  await section.getByRole('button', { name: 'Restore all' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Garden' })).toHaveCount(1);

  const filters = demo(page, 'Filter chips');
  const garden = filters.getByRole('button', { name: 'Garden', exact: true });
  await garden.click();
  await expect(garden).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('status')).toHaveText('3 homes of 8 match');
});

test('dialog: Escape closes it and gives the focus back; the form checks its fields', async ({ page }) => {
  await openGallery(page, 'dialog');
  const open = page.getByRole('button', { name: 'Open the dialog' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Welcome to / });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.getByRole('button', { name: 'Request a viewing' }).click();
  const form = page.getByRole('dialog', { name: 'Request a viewing' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Enter at least 2 characters.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toBeFocused();
  await form.getByLabel('Your name').fill('Eva Novak');
  await form.getByLabel('E-mail').fill('eva@example.com');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  await expect(demo(page, 'Form in a dialog').getByRole('status')).toHaveText(
    'Request sent. The answer goes to eva@example.com.',
  );
});

test('expansion panel: the keyboard opens a panel and moves to the next', async ({ page }) => {
  await openGallery(page, 'expansion-panel');
  const section = demo(page, 'Several at a time');
  const living = section.getByRole('button', { name: 'Living room' });
  await expect(living).toHaveAttribute('aria-expanded', 'false');
  await living.focus();
  await page.keyboard.press('Enter');
  await expect(living).toHaveAttribute('aria-expanded', 'true');
  await expect(section.getByText('Bright, facing south')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('button', { name: 'Bedroom' })).toBeFocused();
});

test('list: selectable rows are toggle buttons and the count follows', async ({ page }) => {
  await openGallery(page, 'list');
  const section = demo(page, 'Selectable');
  const jonas = section.getByRole('button', { name: 'Jonas Becker' });
  await expect(jonas).toHaveAttribute('aria-pressed', 'false');
  await jonas.click();
  await expect(jonas).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('status')).toHaveText('2 people chosen');
});

test('menu: a radio item changes the sort order', async ({ page }) => {
  await openGallery(page, 'menu');
  await page.getByRole('button', { name: 'Sort: Newest first' }).click();
  await page.getByRole('menuitemradio', { name: 'Price: low to high' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sort: Price: low to high' })).toBeVisible();
});

test('pagination: page 3 is in the address and shows its items; a new size starts again', async ({
  page,
}) => {
  await openGallery(page, 'pagination');
  const bar = page.getByRole('navigation', { name: 'Pages of the listings' });
  await expect(page.getByText('Listing no. 1', { exact: true })).toBeVisible();
  await bar.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/components\/pagination\?page=3$/);
  await expect(page.getByText('Listing no. 21', { exact: true })).toBeVisible();
  await expect(page.getByText('Listing no. 1', { exact: true })).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('combobox', { name: 'Per page' }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page).toHaveURL(/\/components\/pagination\?size=20$/);
  await expect(page.getByText('Listing no. 20', { exact: true })).toBeVisible();

  // The address alone is enough: a reload (or a shared link) opens the same page.
  await openGallery(page, 'pagination', '?page=10');
  await expect(page.getByText('Listing no. 95', { exact: true })).toBeVisible();
});

for (const [name, progressbar] of [
  ['progress-linear', 'Linear progress'],
  ['progress-circular', 'Circular progress'],
] as const) {
  test(`${progressbar}: the upload runs to the end and says so`, async ({ page }) => {
    await openGallery(page, name);
    const section = demo(page, 'Upload');
    await section.getByRole('button', { name: 'Start the upload' }).click();
    await expect(section.getByRole('status')).toHaveText('Uploading floor-plan.pdf…');
    await expect(section.getByRole('status')).toHaveText('Upload complete: floor-plan.pdf is saved.', {
      timeout: 10_000,
    });
    await expect(section.getByRole('progressbar', { name: /floor-plan\.pdf/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
}

test('snackbar: a toast appears, and Undo answers with another', async ({ page }) => {
  await openGallery(page, 'snackbar');
  await page.getByRole('button', { name: 'Success', exact: true }).click();
  await expect(page.getByText('The listing was published.')).toBeVisible();
  await page.getByRole('button', { name: 'Archive a listing' }).click();
  await expect(page.getByText('Listing archived')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The listing is back online.')).toBeVisible();
});

test('tabs: the arrow keys switch tabs', async ({ page }) => {
  await openGallery(page, 'tabs');
  const section = demo(page, 'Basic');
  await section.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  const photos = section.getByRole('tab', { name: 'Photos' });
  await expect(photos).toBeFocused();
  await expect(photos).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel')).toContainText('Twelve photos');
});

test('timeline: completing a step moves the current one on', async ({ page }) => {
  await openGallery(page, 'timeline');
  const section = demo(page, 'With icons');
  await expect(section.getByRole('status')).toHaveText('2 of 5 steps done');
  await section.getByRole('button', { name: 'Complete the next step' }).click();
  await expect(section.getByRole('status')).toHaveText('3 of 5 steps done');
});

test('tooltip: keyboard focus shows the tooltip and Escape hides it', async ({ page }) => {
  await openGallery(page, 'tooltip');
  await demo(page, 'Sides').getByRole('button', { name: 'Top', exact: true }).focus();
  const tip = page.getByRole('tooltip', { name: 'Shown on this side: Top' });
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});
