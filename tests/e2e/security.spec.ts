import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { inlineScriptHashes } from '@/lib/http/inline-scripts';
import { expect, signIn, test } from './fixtures';
import { PORT, siteOrigin } from './helpers';

const ORIGIN = siteOrigin('local');

test('every kind of response carries the security headers', async ({ request }) => {
  const html = await request.get(`${ORIGIN}/en`);
  const chunk = (await html.text()).match(/<script[^>]+src="(\/_next\/static\/[^"]+)"/)![1]!;
  for (const url of [
    `${ORIGIN}/en`,
    `${ORIGIN}/en/login`,
    `${ORIGIN}${chunk}`,
    `${ORIGIN}/api/auth/jwks`,
    `${ORIGIN}/robots.txt`,
  ]) {
    const headers = (await request.get(url)).headers();
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], url).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=(self)');
    expect(headers['permissions-policy'], url).toContain('display-capture=(self)');
  }
});

/** One directive of a policy, as its list of sources. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
  return entry.trim().split(/\s+/).slice(1);
}

test('a page may run its own inline scripts and no other; it connects to its own services only', async ({
  request,
}) => {
  // Node cannot resolve *.localhost: the bond site is asked for with its Host header.
  const bond = { host: new URL(siteOrigin('bond')).host };
  for (const [path, headers] of [
    ['/en', {}],
    ['/en/login', {}],
    ['/en/search?q=x', bond],
    ['/en/nope', {}],
  ] as const) {
    const response = await request.get(`${ORIGIN}${path}`, { headers });
    const policy = response.headers()['content-security-policy'] ?? '';
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(directive(policy, 'script-src'), path).toEqual(["'self'", ...hashes]);
    for (const name of ['connect-src', 'img-src'])
      for (const source of directive(policy, name))
        expect(source, `${path} ${name}`).not.toMatch(/^(https?|wss?):$/);
  }
  const onBond = (await request.get(`${ORIGIN}/en`, { headers: bond })).headers()['content-security-policy'];
  expect(directive(onBond ?? '', 'connect-src')).toContain(
    `ws://${bond.host.replace(/:\d+$/, '')}:${PORT + 1}`,
  );
});

/** Records the page's CSP violations from its first script on. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages and their forms run without breaking the content security policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  for (const path of ['/en', '/en/login', '/en/register']) {
    await page.goto(`${ORIGIN}${path}`);
    if (path !== '/en') {
      // An empty form: the client-side validation (zod) runs and marks the fields.
      await page.locator('main form button[type="submit"]').first().click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    }
    expect(await violations(), path).toEqual([]);
  }
});

test('a signed-in page reaches the realtime server within the policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await signIn(page, 'bond', 'member@bond.test');
  await page.goto(`${siteOrigin('bond')}/en/my-messages`);
  await expect(page.getByTestId('call-status')).toContainText('Me: Connected');
  expect(await violations()).toEqual([]);
});

test('session cookies are HttpOnly and SameSite=Lax', async ({ request }) => {
  const response = await request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    data: { email: 'member@local.test', password: 'demo-pass-2026' },
    headers: { origin: ORIGIN },
  });
  const cookie = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.includes('session_token'));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Lax/i);
});

test('state-changing routes refuse other origins', async ({ request }) => {
  const upload = await request.post(`${ORIGIN}/api/uploads`, {
    headers: { origin: 'https://evil.example' },
    multipart: { file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') } },
  });
  expect(upload.status()).toBe(403);
  const signIn = await request.post(`${ORIGIN}/api/auth/sign-in/email`, {
    data: { email: 'member@local.test', password: 'demo-pass-2026' },
    headers: { origin: 'https://evil.example' },
  });
  expect(signIn.status()).toBe(403);
});

test('no server secret appears in the client bundles', () => {
  // The values this server runs with (libraries may mention variable names; values must never leak).
  const secrets = ['auth.secret', 'realtime.secret', 'postgres.secret'].map((file) =>
    readFileSync(join('.data/e2e', file), 'utf8').trim(),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.js')) files.push(path);
    }
  };
  walk('.next/static');
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const secret of secrets)
      expect(code.includes(secret), `${file} contains a secret value`).toBe(false);
  }
});
