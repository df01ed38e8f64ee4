/**
 * docs/deploy.md, "Several app instances": Next's incremental cache in Redis
 * (lib/cache/shared-cache-handler.mjs). Two copies of the module stand for two app processes,
 * each with its own Redis client, over Debian's redis-server: what one instance stores the other
 * serves, and a tag revalidated on one is a miss on both.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, hasRedis, REDIS_SERVER, startRedisServer, stopRedisServer } from './test-helpers';

if (!hasRedis)
  console.warn(`[shared-cache.test] skipped: ${REDIS_SERVER} is missing (apt-get install redis-server)`);

interface Handler {
  ready(): boolean;
  get(
    key: string,
    ctx: object,
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
type HandlerClass = new (ctx: { serverDistDir: string; revalidatedTags: string[] }) => Handler;

/** A build's server directory with its BUILD_ID, as `next build` leaves it. */
function buildDir(id: string): string {
  const root = mkdtempSync(join(tmpdir(), 'shared-cache-'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'BUILD_ID'), id);
  return join(root, 'server');
}

/** The handler module loaded afresh: another process, with its own Redis client. */
async function instance(): Promise<HandlerClass> {
  vi.resetModules();
  // @ts-expect-error plain ESM module: Next loads it at run time, outside the bundle
  const loaded = await import('@/lib/cache/shared-cache-handler.mjs');
  return loaded.default as HandlerClass;
}

async function connected(handler: Handler): Promise<Handler> {
  for (let attempt = 0; attempt < 100 && !handler.ready(); attempt++) await delay(20);
  expect(handler.ready()).toBe(true);
  return handler;
}

const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const OFFER_PAGE = {
  kind: 'APP_PAGE',
  html: '<h1>Tram bond</h1>',
  rscData: Buffer.from([0, 1, 2, 250]),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,listings:bond,listing:abc' },
  status: 200,
  postponed: undefined,
};

let redis: ChildProcess | null = null;
let a: Handler;
let b: Handler;
const SERVER_DIR = buildDir('build-one');

beforeAll(async () => {
  if (!hasRedis) return;
  const port = await freePort();
  redis = await startRedisServer(port);
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  const A = await instance();
  const B = await instance();
  a = await connected(new A({ serverDistDir: SERVER_DIR, revalidatedTags: [] }));
  b = await connected(new B({ serverDistDir: SERVER_DIR, revalidatedTags: [] }));
});

afterAll(async () => {
  await stopRedisServer(redis);
  delete process.env.REDIS_URL;
});

describe.skipIf(!hasRedis)('the shared cache of several app instances', () => {
  it('serves on one instance the page another stored, byte for byte, with its lifetime', async () => {
    await a.set('/route-cache/APP_PAGE/x/$/bond/en/offer/abc', OFFER_PAGE, {
      ...PAGE_CTX,
      cacheControl: { revalidate: 60, expire: 31536000 },
    });
    const entry = await b.get('/route-cache/APP_PAGE/x/$/bond/en/offer/abc', PAGE_CTX);
    expect(entry?.value).toEqual(OFFER_PAGE);
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 31536000 });
    expect(entry?.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('makes a page a miss on every instance once one revalidates one of its tags, until it is stored again', async () => {
    const key = '/route-cache/APP_PAGE/x/$/bond/en';
    await a.set(key, OFFER_PAGE, PAGE_CTX);
    await b.revalidateTag('listings:bond');
    expect(await a.get(key, PAGE_CTX)).toBeNull();
    expect(await b.get(key, PAGE_CTX)).toBeNull();
    await delay(2);
    await b.set(key, { ...OFFER_PAGE, html: '<h1>Tram bond, edited</h1>' }, PAGE_CTX);
    expect(await a.get(key, PAGE_CTX)).toMatchObject({ value: { html: '<h1>Tram bond, edited</h1>' } });
  });

  it('checks the tags of data entries (unstable_cache) that the request names', async () => {
    const data = {
      kind: 'FETCH',
      data: { body: '[]', headers: {}, status: 200, url: '' },
      tags: [],
      revalidate: 60,
    };
    const ctx = { kind: 'FETCH', tags: ['listing:xyz'], softTags: ['_N_T_/layout'] };
    await a.set('offer-xyz', data, { fetchCache: true, tags: ctx.tags, revalidate: 60 });
    expect(await b.get('offer-xyz', ctx)).toMatchObject({ value: data });
    await a.revalidateTag(['listing:xyz'], { expire: 0 });
    expect(await b.get('offer-xyz', ctx)).toBeNull();
  });

  it("keeps each build's entries apart", async () => {
    const B = await instance();
    const nextBuild = await connected(new B({ serverDistDir: buildDir('build-two'), revalidatedTags: [] }));
    await a.set('/route-cache/APP_PAGE/x/$/tutoring/en', OFFER_PAGE, PAGE_CTX);
    expect(await nextBuild.get('/route-cache/APP_PAGE/x/$/tutoring/en', PAGE_CTX)).toBeNull();
  });

  it('renders as on a miss while Redis is down, and uses it again once it is back', async () => {
    const port = Number(new URL(process.env.REDIS_URL!).port);
    await stopRedisServer(redis);
    for (let attempt = 0; attempt < 50 && a.ready(); attempt++) await delay(20);
    expect(await a.get('/route-cache/APP_PAGE/x/$/bond/en', PAGE_CTX)).toBeNull();
    await expect(a.set('/anything', OFFER_PAGE, PAGE_CTX)).resolves.toBeUndefined();
    await expect(a.revalidateTag('listings:bond')).resolves.toBeUndefined();

    redis = await startRedisServer(port);
    await connected(a);
    await a.set('/after', OFFER_PAGE, PAGE_CTX);
    expect(await a.get('/after', PAGE_CTX)).toMatchObject({ value: { html: OFFER_PAGE.html } });
  });
});
