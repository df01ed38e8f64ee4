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
