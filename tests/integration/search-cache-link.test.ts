/**
 * docs/deploy.md, "Several app instances": a listing change forgets the scope's remembered searches
 * on every instance sharing REDIS_URL (lib/listings/search-cache-link.ts). Two copies of the
 * search cache stand for two app processes, over Debian's redis-server.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, hasRedis, REDIS_SERVER, startRedisServer, stopRedisServer } from './test-helpers';

if (!hasRedis)
  console.warn(`[search-cache-link.test] skipped: ${REDIS_SERVER} is missing (apt-get install redis-server)`);

type SearchCache = typeof import('@/lib/listings/search-cache');

/** The module loaded afresh, with its own cache and Redis link: another process. */
async function instance(): Promise<SearchCache> {
  vi.resetModules();
  delete (globalThis as { __searchCache?: unknown }).__searchCache;
  delete (globalThis as { __searchCacheLink?: unknown }).__searchCacheLink;
  return import('@/lib/listings/search-cache');
}

let redis: ChildProcess | null = null;
let a: SearchCache;
let b: SearchCache;
let loads = 0;
const search = (cache: SearchCache, scope: string) => cache.cachedSearch(scope, 'tram', async () => ++loads);

beforeAll(async () => {
  if (!hasRedis) return;
  const port = await freePort();
  redis = await startRedisServer(port);
  vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
  a = await instance();
  b = await instance();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopRedisServer(redis);
});

describe.skipIf(!hasRedis)('the search caches of several app instances', () => {
  it("forget a scope's searches on every instance when one of them forgets it, and only that scope", async () => {
    const first = await search(b, 'bond');
    const other = await search(b, 'tutoring');
    expect(await search(b, 'bond')).toBe(first);
    // A's link subscribes as soon as it is used; B's did on its first search.
    await search(a, 'bond');
    await vi.waitFor(async () => {
      a.forgetSearches('bond');
      expect(await search(b, 'bond')).not.toBe(first);
    });
    expect(await search(b, 'tutoring')).toBe(other);
  });
});
