import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
// @ts-expect-error plain ESM module shared with the launcher
import { applyDevDefaults } from '../../scripts/lib/dev-defaults.mjs';
import { E2E_SERVER_ENV, PORT } from './server-env';

export { PORT } from './server-env';

/** The Host a site answers on in the test server: browsers resolve `*.localhost` to loopback. */
export function siteHost(siteId: string): string {
  return siteId === 'local' ? `localhost:${PORT}` : `${siteId}.localhost:${PORT}`;
}

/** A site's address in the test server. */
export function siteOrigin(siteId: string): string {
  return `http://${siteHost(siteId)}`;
}

/** Answers the cookie banner so it does not cover what a test clicks. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent-status', 'postpone'));
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * An HTTP request to the test server on loopback with exactly the headers given, `host` included:
 * the Host header picks the site, and outside Chromium `*.localhost` does not resolve, so neither
 * Node's fetch nor Playwright's request context can reach another site. `from` is the source
 * address (any of 127.0.0.0/8). Redirects are not followed.
 */
export function rawRequest(
  path: string,
  {
    method = 'GET',
    headers,
    body,
    from,
  }: { method?: string; headers: Record<string, string> & { host: string }; body?: string; from?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: PORT, path, method, localAddress: from, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** `200`, `404` or `307 /en/login?redirecturl=…`: a page's answer as the access tables write it. */
export function answerOf(response: RawResponse): string {
  const location = response.headers.location;
  return location ? `${response.status} ${location}` : String(response.status);
}

/**
 * Signs in through the auth API on a site's host (a seeded demo account by default) and returns
 * the session as a Cookie header, to replay by hand. `client` carries the test's X-Forwarded-For.
 */
export async function sessionCookie(
  siteId: string,
  email: string,
  client: Record<string, string> = {},
): Promise<string> {
  const response = await rawRequest('/api/auth/sign-in/email', {
    method: 'POST',
    headers: {
      ...client,
      host: siteHost(siteId),
      origin: siteOrigin(siteId),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, `sign-in of ${email}`).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Publishes a listing (or saves it as a draft) through the listing form, as the member signed in
 * on `page`; returns its id. `origin` is the site's address on another server than the e2e one.
 */
export async function createListingThroughForm(
  page: Page,
  siteId: string,
  name: string,
  { draft = false, origin = siteOrigin(siteId) } = {},
): Promise<string> {
  await page.goto(`${origin}/en/add-new`);
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Description').fill(`${name}, written by the end-to-end tests.`);
  await page.getByLabel(/^Price/).fill('90');
  await page.getByRole('button', { name: draft ? 'Save as draft' : 'Publish' }).click();
  await expect(page).toHaveURL(`${origin}/en/my-items`, { timeout: 15_000 });
  const editHref = await page.getByRole('link', { name }).getAttribute('href');
  return editHref!.split('/').at(-2)!;
}

/** Where the e2e server keeps its data. */
const E2E_DATA_DIR = resolve(E2E_SERVER_ENV.DATA_DIR);

/** The embedded database of the e2e server: its port from postmaster.pid, its password from the launcher's file. */
export function e2eDatabaseUrl(): string {
  const port = readFileSync(join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  const password = readFileSync(join(E2E_DATA_DIR, 'postgres.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/app`;
}

/** The environment a script needs to act on the e2e server's database and data, as the server does. */
export function e2eServerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: e2eDatabaseUrl(),
    DATA_DIR: E2E_DATA_DIR,
    BETTER_AUTH_SECRET: readFileSync(join(E2E_DATA_DIR, 'auth.secret'), 'utf8').trim(),
  };
}

/**
 * The environment of another production server of the e2e server's build on its database and
 * data (instances.spec.ts, serverless.spec.ts): its settings and secrets, its SFU (or the dev
 * address, as there, when none is installed), the launcher's dev values.
 */
export function e2eProductionEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return applyDevDefaults({
    ...e2eServerEnv(),
    ...E2E_SERVER_ENV,
    NODE_ENV: 'production',
    DATA_DIR: E2E_DATA_DIR,
    REALTIME_INTERNAL_SECRET: readFileSync(join(E2E_DATA_DIR, 'realtime.secret'), 'utf8').trim(),
    LIVEKIT_URL: `ws://localhost:${PORT + 10}`,
    INSECURE_COOKIES: '1',
    ...overrides,
  });
}

/**
 * Seeds a site's demo content into the running e2e server's database with the command an operator
 * runs (`npm run db:demo -- <site>`). The server starts without demo content (other tests count
 * offers and messages), so only sites whose tests count nothing are seeded. Idempotent: a retry or
 * a second spec finds the site seeded and adds nothing.
 */
export function seedDemoContent(siteId: string): void {
  execFileSync('npm', ['run', '--silent', 'db:demo', '--', siteId], {
    env: e2eServerEnv(),
    stdio: 'pipe',
    timeout: 90_000,
  });
}
