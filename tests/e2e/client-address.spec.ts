import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { PORT, rawRequest } from './helpers';

/*
 * The e2e server trusts forwarded headers from the proxy on this machine (127.0.0.1 and ::1:
 * TRUST_PROXY=1 in playwright.config.ts), as a deployment behind nginx would. A client that talks
 * to the app directly from another address (127.0.0.2 here: Linux routes all of 127.0.0.0/8 to
 * loopback) is not that proxy, so whatever forwarded headers it sends must not count.
 */
const DIRECT_CLIENT = '127.0.0.2';

const TRUSTED_PROXY = '127.0.0.1';

/** A request to the app from the direct client, unless `from` names another source address. */
const directRequest = (path: string, options: Parameters<typeof rawRequest>[1]) =>
  rawRequest(path, { from: DIRECT_CLIENT, ...options });

test('rotating X-Forwarded-For does not escape the per-address sign-in limit', async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 7; attempt += 1) {
    const { status } = await directRequest('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        host: `localhost:${PORT}`,
        origin: `http://localhost:${PORT}`,
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${attempt}`,
      },
      body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: 'wrong-password-1' }),
    });
    statuses.push(status);
  }
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses).toContain(429);
});

test('X-Forwarded-Host counts only from the trusted proxy', async () => {
  const headers = { host: `localhost:${PORT}`, 'x-forwarded-host': `bond.localhost:${PORT}` };
  const direct = await directRequest('/en', { headers });
  expect(direct.status).toBe(200);
  expect(direct.text).not.toContain('<title>Maturis');
  const viaProxy = await directRequest('/en', { headers, from: TRUSTED_PROXY });
  expect(viaProxy.text).toContain('<title>Maturis');
});

test('a host no site claims gets 421 for pages, the API and files alike', async () => {
  for (const path of ['/en', '/en/offer/x', '/api/health', '/robots.txt']) {
    const refused = await directRequest(path, { headers: { host: 'unknown.example' } });
    expect(refused.status, path).toBe(421);
  }
  expect((await directRequest('/api/health', { headers: { host: `127.0.0.1:${PORT}` } })).status).toBe(200);
});
