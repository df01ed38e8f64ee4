import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { siteOrigin } from './helpers';
import { watchPageProblems } from './page-problems';

let clientNumber = 0;

export const test = base.extend<{ expectedPageProblems: RegExp | undefined; noPageProblems: void }>({
  /**
   * Each test is a different client address, as real visitors behind a proxy would be, so the
   * per-address sign-in limits (5 a minute) apply per test and not to the whole suite.
   */
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    clientNumber += 1;
    const address = `203.0.113.${((testInfo.workerIndex * 97 + clientNumber) % 250) + 1}`;
    await provide({ 'x-forwarded-for': address });
  },
  /**
   * The console errors a test provokes on purpose and cannot avoid (a stopped database, an absent
   * video server): one pattern for the recorded lines; whoever sets it says why next to it.
   */
  expectedPageProblems: [undefined, { option: true }],
  /** docs/architecture.md §9: a console error or an uncaught error on any page of a test fails it. */
  noPageProblems: [
    async ({ browser, expectedPageProblems }, use) => {
      const watcher = watchPageProblems(browser);
      await use();
      const problems = watcher.stop().filter((line) => !expectedPageProblems?.test(line));
      expect(problems, 'console errors and uncaught errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { expectAccessible } from './axe';

/**
 * Signs in through the auth API from a page of that site, so the session cookie lands on the
 * site's own host (a seeded demo account by default).
 */
export async function signIn(
  page: Page,
  siteId: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await signInAt(page, siteOrigin(siteId), email, password);
}

/** signIn on a site's address at another server than the e2e one (`http://bond.localhost:4321`). */
export async function signInAt(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${origin}/en/not-authorized`);
  const status = await page.evaluate(
    async ([address, secret]) => {
      const response = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password: secret }),
      });
      return response.status;
    },
    [email, password] as const,
  );
  expect(status).toBe(200);
}
