import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { dismissCookieBanner, siteOrigin } from './helpers';

// A site no other spec counts events or calls on: the invitations of /my-call go to every page of
// the callee, so each calling spec keeps to its own site's members.
const SITE = 'table-booking';
const ORIGIN = siteOrigin(SITE);
const MINUTE = 60_000;

async function person(browser: Browser, role: 'admin' | 'member'): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await signIn(page, SITE, `${role}@${SITE}.test`);
  const id = await page.evaluate(
    async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
  );
  return { page, id };
}

/** `2026-11-25T09:30` in the browser's zone, as `<input type="datetime-local">` takes it. */
function localInput(page: Page, date: Date): Promise<string> {
  return page.evaluate((ms) => {
    const at = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, date.getTime());
}

async function openCalendar(page: Page, lang = 'en') {
  await page.goto(`${ORIGIN}/${lang}/apps/calendar`);
  await expect(page.locator('.calendar-surface')).toBeVisible({ timeout: 15_000 });
}

test.describe('calendar', () => {
  // Two signed-in browsers, axe and a call page on a shared 2-core machine: well over the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test('a member invites another to a call now; both see it, join it and keep it after a reload', async ({
    browser,
  }) => {
    const owner = await person(browser, 'member');
    const guest = await person(browser, 'admin');
    const title = `Call about the spring menu ${Date.now()}`;

    await openCalendar(owner.page);
    await owner.page.getByRole('complementary').getByRole('button', { name: 'Add event' }).click();
    const editor = owner.page.getByRole('dialog', { name: 'New event' });
    await editor.getByLabel('Title').fill(title);
    const now = Date.now();
    await editor.getByLabel('Starts').fill(await localInput(owner.page, new Date(now - 5 * MINUTE)));
    await editor.getByLabel('Ends').fill(await localInput(owner.page, new Date(now + 55 * MINUTE)));
    await editor.getByLabel('Invite a member').selectOption(guest.id);
    await editor.getByLabel('Video call at the event’s time').check();
    await editor.getByRole('button', { name: 'Add event' }).click();
    await expect(editor).toBeHidden();

    const calls = owner.page.getByRole('region', { name: 'Calls you can join now' });
    await expect(calls).toContainText(title);
    await expect(owner.page.locator('.calendar-surface').getByText(title)).toBeVisible();
    await expectAccessible(owner.page);

    await owner.page.reload();
    await expect(owner.page.locator('.calendar-surface').getByText(title)).toBeVisible({ timeout: 15_000 });

    // The invitee: the event in their calendar, read-only, marked as an invitation, with the call.
    await openCalendar(guest.page);
    const invited = guest.page.locator('.calendar-surface .calendar-invitation').filter({ hasText: title });
    await expect(invited).toBeVisible();
    await invited.click();
    const details = guest.page.getByRole('dialog', { name: title });
    await expect(details).toContainText('Only Member');
    await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await details.getByRole('link', { name: /Join the call/ }).click();
    await expect(guest.page).toHaveURL(`${ORIGIN}/en/my-call?to=${owner.id}`);
    await expect(guest.page.getByRole('button', { name: 'Join a call' })).toBeVisible({ timeout: 15_000 });

    await calls.getByRole('link', { name: /Join the call/ }).click();
    await expect(owner.page).toHaveURL(`${ORIGIN}/en/my-call?to=${guest.id}`);
    await expect(owner.page.getByRole('button', { name: 'Join a call' })).toBeVisible({ timeout: 15_000 });

    await owner.page.context().close();
    await guest.page.context().close();
  });

  test('the owner drags an event to the next day and it stays there', async ({ browser }) => {
    const owner = await person(browser, 'member');
    const title = `Tasting with the chef ${Date.now()}`;
    await openCalendar(owner.page);
    await owner.page.getByRole('complementary').getByRole('button', { name: 'Add event' }).click();
    const editor = owner.page.getByRole('dialog', { name: 'New event' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByRole('button', { name: 'Add event' }).click();
    await expect(editor).toBeHidden();

    const event = owner.page.locator('.calendar-surface').getByRole('button').filter({ hasText: title });
    await expect(event).toBeVisible();
    const dayOf = () =>
      event.evaluate((element) => element.closest('[data-date]')?.getAttribute('data-date') ?? '');
    const before = await dayOf();
    const after = new Date(Date.parse(`${before}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const target = owner.page.locator(`.calendar-surface [role="cell"][data-date="${after}"]`);

    // A real drag: press on the event, move over the next day's cell in steps, release.
    const from = (await event.boundingBox())!;
    const to = (await target.boundingBox())!;
    await owner.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await owner.page.mouse.down();
    await owner.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await owner.page.mouse.up();
    await expect(owner.page.getByRole('status').filter({ hasText: 'Event moved.' })).toBeAttached();
    await expect.poll(dayOf).toBe(after);

    await owner.page.reload();
    await expect(event).toBeVisible({ timeout: 15_000 });
    expect(await dayOf()).toBe(after);
    await owner.page.context().close();
  });

  test('the calendar reads right to left in Arabic, without console errors or axe violations', async ({
    browser,
  }) => {
    const guest = await person(browser, 'admin');
    await openCalendar(guest.page, 'ar');
    await expect(guest.page.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible();
    // Right to left: the week's first day (Saturday in Arabic) is the rightmost column.
    const headers = guest.page.locator('.calendar-surface [role="columnheader"]');
    await expect(headers.first()).toContainText('السبت');
    const first = (await headers.first().boundingBox())!;
    const last = (await headers.last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    await expectAccessible(guest.page);

    // The invitation from the first test, in Arabic: its details and the call entry.
    await guest.page.locator('.calendar-surface .calendar-invitation').first().click();
    await expect(guest.page.getByRole('dialog')).toContainText('دعوة');
    await expectAccessible(guest.page);
    await guest.page.context().close();
  });
});
