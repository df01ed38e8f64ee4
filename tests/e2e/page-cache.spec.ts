// The app behind a shared cache (nginx with deploy/nginx/app-location.conf, as compose.yaml runs
// it): public pages are stored and served from the cache; a signed-in page, a redirect that
// depends on the visitor's language cookie and a search are never stored.
import { DEMO_PASSWORD } from '@/lib/auth/constants';
// @ts-expect-error plain ESM module shared with the bench
import { findNginx, startPageCacheProxy } from '../../scripts/lib/page-cache-proxy.mjs';
import { expect, test } from './fixtures';
import { PORT } from './helpers';

interface Proxy {
  origin: string;
  stop(): Promise<void>;
}

test.skip(!findNginx(), 'nginx is not installed (apt-get install nginx-light)');
test.describe.configure({ mode: 'serial' });

let proxy: Proxy;
test.beforeAll(async () => {
  proxy = (await startPageCacheProxy({ upstreamPorts: [PORT] })) as Proxy;
});
test.afterAll(async () => {
  await proxy?.stop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  // The proxy's own address is the local site (fetch cannot set another Host header).
  const response = await fetch(`${proxy.origin}${path}`, { redirect: 'manual', headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

test('a public page is stored once and then served from the cache', async () => {
  const first = await get('/en');
  const second = await get('/en');
  expect(first).toMatchObject({ status: 200, cache: 'MISS' });
  expect(second).toMatchObject({ status: 200, cache: 'HIT' });
  expect(second.body).toBe(first.body);
});

test('the language redirect of / is never stored: it depends on the visitor', async () => {
  const german = await get('/', { cookie: 'NEXT_LOCALE=de' });
  const anyone = await get('/');
  expect(german).toMatchObject({ status: 307, location: '/de' });
  expect(anyone).toMatchObject({ status: 307, location: '/pl' });
  expect([german.cache, anyone.cache]).not.toContain('HIT');
});

test('search results are never stored', async () => {
  await get('/en/search?q=flat');
  expect((await get('/en/search?q=flat')).cache).not.toBe('HIT');
});

test('a signed-in page is never stored, nor shown to someone else', async ({ page }) => {
  await page.goto(`${proxy.origin}/en/not-authorized`);
  const status = await page.evaluate(async (password) => {
    const response = await fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@local.test', password }),
    });
    return response.status;
  }, DEMO_PASSWORD);
  expect(status).toBe(200);
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await page.goto(`${proxy.origin}/en/my-items`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-cache-status']).not.toBe('HIT');
  }
  const stranger = await fetch(`${proxy.origin}/en/my-items`, { redirect: 'manual' });
  expect(stranger.status).toBe(307);
  expect(stranger.headers.get('location')).toMatch(/\/en\/login/);
});
