import type { TestBrowser } from './auth-client';

/*
 * Next's request context, the one thing the server actions need that vitest has not got: what
 * `headers()` answers (the Host that picks the site, the session cookie, the client address) and
 * where `updateTag()` goes (the running server's cache). Everything behind it is real: better-auth
 * sessions, memberships and PostgreSQL. A test file stubs only these two modules:
 *   vi.mock('next/headers', () => import('./next-request'));
 *   vi.mock('next/cache', () => import('./next-request'));
 */

let current = new Headers();
export const updatedTags: string[] = [];

export const headers = async (): Promise<Headers> => current;

export function updateTag(tag: string): void {
  updatedTags.push(tag);
}

/**
 * The next action calls are requests from `browser`: its cookies and client address, on the host
 * of `origin` (its own site unless a test replays its cookies to another one).
 */
export function requestFrom(browser: TestBrowser, origin = browser.origin): void {
  current = new Headers({ host: new URL(origin).host, 'x-forwarded-for': browser.address });
  if (browser.cookieHeader) current.set('cookie', browser.cookieHeader);
}
