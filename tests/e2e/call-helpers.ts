import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, signIn } from './fixtures';
import { dismissCookieBanner, PORT, siteOrigin } from './helpers';

export const BOND = siteOrigin('bond');

/**
 * The site whose demo members a spec calls with: each spec file its own, since Playwright runs the
 * files in parallel and an invitation goes to every page of the callee.
 */
export type CallSite = 'bond' | 'tutoring';

/** The e2e server's SFU (playwright.config.ts): started by the launcher when it is installed. */
export const LIVEKIT_PORT = PORT + 10;
export const HAS_LIVEKIT = existsSync('.tools/livekit-server');

/**
 * Without the SFU (not installed), the launcher's dev value ws://localhost:7880 answers nothing, so a
 * page that joins a room or checks the video server logs what any browser logs while the SFU is
 * down: the failed WebSocket, livekit-client's follow-up check over http, and the app's own join
 * failure line (docs/product.md §8). The page reports the unreachable server itself; the tests
 * assert that. With the SFU, nothing may be logged.
 */
export const SFU_PROBLEMS = HAS_LIVEKIT
  ? undefined
  : new RegExp(
      [
        ": WebSocket connection to 'ws://localhost:7880/rtc",
        '^console error on http://localhost:7880/rtc/\\S*: Failed to load resource: net::ERR_CONNECTION_REFUSED$',
        ': Fetch API cannot load http://localhost:7880/rtc/',
        ': There was an error connecting to the room: SfuUnreachableError',
      ].join('|'),
    );

/** A demo account (`admin`, `member`, `viewer`) of a site in a browser context of its own, with its user id. */
export async function member(
  browser: Browser,
  role: 'admin' | 'member' | 'viewer',
  site: CallSite = 'bond',
): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await signIn(page, site, `${role}@${site}.test`);
  const id = await page.evaluate(
    async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
  );
  return { page, id };
}

/**
 * Resolves when the page's personal channel has joined the member's room (the realtime server's
 * `joined` log message): the public pages show no status line to wait for. Call before the page loads.
 */
export function personalRoomJoined(page: Page, userId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('joined') && text.includes(`room_${userId}\\"`)) resolve();
      }),
    );
  });
}

/** The callee waits on a shell page with its personal channel connected; the caller dials it. */
export async function placeCall(browser: Browser, site: CallSite = 'bond') {
  const callee = await member(browser, 'admin', site);
  await callee.page.goto(`${siteOrigin(site)}/en/my-items`);
  await expect(callee.page.getByTestId('call-status')).toContainText('Me: Connected', { timeout: 15_000 });
  const caller = await member(browser, 'member', site);
  await caller.page.goto(`${siteOrigin(site)}/en/my-call?to=${callee.id}`);
  return { callee, caller };
}

export async function hangUp(...members: { page: Page }[]) {
  for (const { page } of members) await page.context().close();
}
