import type { Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT || 3100);

/** A site's address in the test server: browsers resolve `*.localhost` to loopback. */
export function siteOrigin(siteId: string): string {
  return siteId === 'local' ? `http://localhost:${PORT}` : `http://${siteId}.localhost:${PORT}`;
}

/** Answers the cookie banner so it does not cover what a test clicks. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent-status', 'postpone'));
}

/**
 * No LiveKit SFU runs beside the e2e server (the launcher's dev value, ws://localhost:7880), so a
 * page that joins a room or checks the video server logs what any browser logs while the SFU is
 * down: the failed WebSocket, livekit-client's follow-up check over http (which the production
 * CSP refuses for a plain-http SFU), and the app's own join failure line (docs/product.md §8).
 * The page reports the unreachable server itself; the tests assert that.
 */
export const SFU_UNREACHABLE = new RegExp(
  [
    ": WebSocket connection to 'ws://localhost:7880/rtc",
    ": Connecting to 'http://localhost:7880/rtc/\\S* violates the following Content Security Policy",
    ': Fetch API cannot load http://localhost:7880/rtc/',
    ': There was an error connecting to the room: SfuUnreachableError',
  ].join('|'),
);
