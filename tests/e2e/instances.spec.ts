// Several app instances sharing one database and one Redis (docs/deploy.md, "Several app
// instances"): two production instances of this build, A and B, each with its own realtime server,
// on the e2e server's database, and nginx in front of both as deploy/nginx/nginx.conf puts it. The
// tests go to A and B by their own ports to know which instance answers.
import type { Browser, Page } from '@playwright/test';
// @ts-expect-error plain ESM modules shared with the bench
import { startAppInstance } from '../../scripts/lib/app-instance.mjs';
// @ts-expect-error plain ESM modules shared with the bench
import { freePort } from '../../scripts/lib/embedded-postgres.mjs';
// @ts-expect-error plain ESM modules shared with the bench
import { findNginx, startPageCacheProxy } from '../../scripts/lib/page-cache-proxy.mjs';
// @ts-expect-error plain ESM modules shared with the bench
import { hasRedis, startRedisServer, stopRedisServer } from '../../scripts/lib/redis-server.mjs';
import { SFU_PROBLEMS } from './call-helpers';
import { expect, signInAt, test } from './fixtures';
import { createListingThroughForm, dismissCookieBanner, e2eProductionEnv } from './helpers';

interface Instance {
  port: number;
  stop(): Promise<void>;
}
interface Proxy {
  port: number;
  stop(): Promise<void>;
}

test.skip(
  !findNginx() || !hasRedis,
  'needs nginx and redis-server (apt-get install nginx-light redis-server)',
);
test.describe.configure({ mode: 'serial' });
// Invitations go to every page of the callee: a site no other spec signs in to.
const SITE = 'product';

let redis: unknown;
let a: Instance;
let b: Instance;
let proxy: Proxy;
const origin = (port: number) => `http://${SITE}.localhost:${port}`;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  const redisPort = await freePort();
  redis = await startRedisServer(redisPort);
  const env = e2eProductionEnv({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  [a, b] = (await Promise.all([startAppInstance({ env }), startAppInstance({ env })])) as [
    Instance,
    Instance,
  ];
  proxy = (await startPageCacheProxy({ upstreamPorts: [a.port, b.port] })) as Proxy;
});
test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), proxy?.stop()]);
  await stopRedisServer(redis);
});

async function signedIn(browser: Browser, port: number, role: 'admin' | 'member'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await dismissCookieBanner(page);
  await signInAt(page, origin(port), `${role}@${SITE}.test`);
  return page;
}

test('a listing edited through A shows its new title on B at once, and A’s session works on B', async ({
  browser,
}) => {
  test.slow(); // a listing published and edited through the form, on two servers
  const owner = await signedIn(browser, a.port, 'member');
  const name = `Shared offer ${Date.now()}`;
  const offerId = await createListingThroughForm(owner, SITE, name, { origin: origin(a.port) });

  // B renders the offer page and keeps it (60 s for an offer).
  const visitor = await (await browser.newContext()).newPage();
  await dismissCookieBanner(visitor);
  for (let visit = 0; visit < 2; visit += 1) {
    await visitor.goto(`${origin(b.port)}/en/offer/${offerId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  }

  await owner.goto(`${origin(a.port)}/en/my-items/${offerId}/edit`);
  // The form is ready when it shows the stored title.
  await expect(owner.getByLabel('Product name')).toHaveValue(name);
  await owner.getByLabel('Product name').fill(`${name}, renamed`);
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner).toHaveURL(`${origin(a.port)}/en/my-items`, { timeout: 15_000 });

  await visitor.goto(`${origin(b.port)}/en/offer/${offerId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name}, renamed`);

  // The cookie A set is the session on B: the member's own list, not the sign-in page.
  await owner.goto(`${origin(b.port)}/en/my-items`);
  await expect(owner).toHaveURL(`${origin(b.port)}/en/my-items`);
  await expect(owner.getByRole('link', { name: `${name}, renamed` })).toBeVisible();
  await Promise.all([owner.context().close(), visitor.context().close()]);
});

test.describe('calls across instances', () => {
  // Accepting joins the room on the e2e server's SFU: the browser's log line when it is absent.
  test.use({ expectedPageProblems: SFU_PROBLEMS });

  test('an invitation sent through A’s realtime server reaches a member connected to B’s', async ({
    browser,
  }) => {
    test.slow(); // two members signed in, each a browser with a fake camera
    const callee = await signedIn(browser, b.port, 'admin');
    const calleeId = await callee.evaluate(
      async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { id: string } }).user.id,
    );
    await callee.goto(`${origin(b.port)}/en/my-items`);
    await expect(callee.getByTestId('call-status')).toContainText('Me: Connected', { timeout: 15_000 });

    const caller = await signedIn(browser, a.port, 'member');
    await caller.goto(`${origin(a.port)}/en/my-call?to=${calleeId}`);
    const snackbar = callee.getByRole('region', { name: 'Incoming calls' });
    await expect(snackbar).toBeVisible({ timeout: 15_000 });
    await snackbar.getByRole('button', { name: 'Accept' }).click();
    // …and the answer travels back from B's realtime server to the caller on A's.
    await expect(caller.getByTestId('call-status')).toContainText('Call accepted', { timeout: 15_000 });
    await Promise.all([callee.context().close(), caller.context().close()]);
  });
});

test('nginx takes the instances in turn, and a member stays signed in on both', async ({ page }) => {
  test.slow(); // a sign-in and six pages, the first of each instance from a cold process
  await signInAt(page, origin(proxy.port), `member@${SITE}.test`);
  const answeredBy = new Set<string>();
  for (let visit = 0; visit < 6; visit += 1) {
    const response = await page.goto(`${origin(proxy.port)}/en/my-items`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin(proxy.port)}/en/my-items`);
    answeredBy.add((await response!.allHeaders())['x-upstream']!);
  }
  expect([...answeredBy].sort()).toEqual([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`].sort());
});
