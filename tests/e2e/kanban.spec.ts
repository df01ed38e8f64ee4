import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

/*
 * docs/apps.md (Kanban): a member's first board, a card added, moved by pointer drag and by the
 * keyboard (dnd-kit's sensor and the card menu), each move still there after a reload. The test
 * registers its own member on a site no other spec counts on.
 */
const SITE = 'table-booking';
const ORIGIN = siteOrigin(SITE);
const PASSWORD = 'move-the-card-2026';
// Headless Chromium names itself in its user agent, as robots do: people use a desktop browser.
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

async function newMember(browser: Browser): Promise<Page> {
  const page = await (
    await browser.newContext({ userAgent: DESKTOP, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await dismissCookieBanner(page);
  const email = `kanban.${Date.now()}@example.com`;
  await page.goto(`${ORIGIN}/en/not-authorized`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/sign-up/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name: 'Kanban Tester', email, password: PASSWORD },
  );
  expect(status).toBe(200);
  await signIn(page, SITE, email, PASSWORD);
  return page;
}

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const cardIn = (where: Locator, title: string) => where.getByRole('button', { name: title, exact: true });

/** Waits for the server action the step sends (a move is saved after the board shows it). */
async function saved(page: Page, step: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((answer) => answer.request().headers()['next-action'] !== undefined);
  await step();
  expect((await response).ok()).toBe(true);
}

async function expectAfterReload(page: Page, columnTitle: string, card: string) {
  await page.reload();
  await expect(cardIn(column(page, columnTitle), card)).toBeVisible();
}

test('a member creates a board and a card, and moves it by drag and by keyboard; it stays after reload', async ({
  browser,
}) => {
  // Eight page loads and three axe runs in one workflow.
  test.setTimeout(180_000);
  const page = await newMember(browser);
  await page.goto(`${ORIGIN}/en/apps/kanban`);
  await expect(page.getByRole('heading', { level: 2, name: 'No board yet' })).toBeVisible();
  await expectAccessible(page, '/en/apps/kanban (empty)');
  await page.getByRole('button', { name: 'Create my first board' }).click();
  await expect(column(page, 'To do')).toBeVisible();
  await expect(column(page, 'In progress')).toBeVisible();
  await expect(column(page, 'Done')).toBeVisible();

  const card = 'Call the flower shop';
  await page.getByRole('button', { name: 'Add a card to To do' }).click();
  await saved(page, async () => {
    await page.getByRole('textbox', { name: 'Card title' }).fill(card);
    await page.keyboard.press('Enter');
  });
  await expect(cardIn(column(page, 'To do'), card)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page, '/en/apps/kanban');

  // Drag by the handle into the next column.
  const handle = page.getByRole('button', { name: `Move card ${card}` });
  const target = column(page, 'In progress').getByRole('list');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await saved(page, async () => {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++)
      await page.mouse.move(
        from.x + ((to.x + to.width / 2 - from.x) * step) / 12,
        from.y + ((to.y + 30 - from.y) * step) / 12,
      );
    await page.mouse.up();
  });
  await expect(cardIn(column(page, 'In progress'), card)).toBeVisible();
  await expectAfterReload(page, 'In progress', card);

  // The keyboard sensor: pick up with Space, one column on with the arrow, drop with Space.
  // Each key waits for what a screen reader would hear: the sensor listens once the card is up.
  const keyboardHandle = page.getByRole('button', { name: `Move card ${card}` });
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await keyboardHandle.focus();
  await page.keyboard.press('Space');
  await expect(keyboardHandle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(announcement).toHaveText(`Card ${card} is in column Done, position 1 of 1.`);
  await saved(page, () => page.keyboard.press('Space'));
  await expect(cardIn(column(page, 'Done'), card)).toBeVisible();
  await expectAfterReload(page, 'Done', card);

  // The card's menu: "Move left" sends it back one column.
  await page.getByRole('button', { name: `Actions of card ${card}` }).click();
  await saved(page, () => page.getByRole('menuitem', { name: 'Move left' }).click());
  await expect(cardIn(column(page, 'In progress'), card)).toBeVisible();
  await expectAfterReload(page, 'In progress', card);

  await page.goto(`${ORIGIN}/ar/apps/kanban`);
  await expect(cardIn(column(page, 'In progress'), card)).toBeVisible();
  await expectAccessible(page, '/ar/apps/kanban');
});
