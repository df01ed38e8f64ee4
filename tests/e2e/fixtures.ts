import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { siteOrigin } from './helpers';

let clientNumber = 0;

/**
 * Each test is a different client address, as real visitors behind a proxy would be, so the
 * per-address sign-in limits (5 a minute) apply per test and not to the whole suite.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    clientNumber += 1;
    const address = `203.0.113.${((testInfo.workerIndex * 97 + clientNumber) % 250) + 1}`;
    await provide({ 'x-forwarded-for': address });
  },
});

export { expect };

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
  await page.goto(`${siteOrigin(siteId)}/en/not-authorized`);
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
