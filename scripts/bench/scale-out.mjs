// Two app instances behind nginx against one (docs/deploy.md, "Several app instances"): the same
// build on the bench's database, both with the shared cache in Redis, nginx with the product's
// rules in front. Each request has a URL of its own, so nginx's page cache stores none of them
// and every request reaches an instance: the offer page from Next's cache (a query Next ignores),
// and first renders of offers nobody asked for before.
import { startAppInstance } from '../lib/app-instance.mjs';
import { freePort } from '../lib/embedded-postgres.mjs';
import { startPageCacheProxy } from '../lib/page-cache-proxy.mjs';
import { startRedisServer, stopRedisServer } from '../lib/redis-server.mjs';
import { eachPathOnce } from './each-path-once.mjs';
import { measure } from './load.mjs';
import { seedOffers } from './seed-offers.mjs';

const CACHED_REQUESTS = 3_000;
const FIRST_RENDERS = 300;

/** `[one, two]`: `{ cached, uncached }` measure() results for one and for two instances. */
export async function benchScaleOut({ env, databaseUrl }) {
  const redisPort = await freePort();
  const redis = await startRedisServer(redisPort);
  const shared = { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` };
  const instances = [];
  try {
    instances.push(
      ...(await Promise.all([1, 2].map(() => startAppInstance({ env: shared, realtime: false })))),
    );
    const { offerIds } = await seedOffers(databaseUrl, 1 + 2 * FIRST_RENDERS);
    const cachedPath = `/en/offer/${offerIds[0]}`;
    await fetch(`${instances[0].origin}${cachedPath}`); // rendered once, kept in Redis for both
    const results = [];
    for (const count of [1, 2]) {
      const proxy = await startPageCacheProxy({
        upstreamPorts: instances.slice(0, count).map(({ port }) => port),
      });
      try {
        const distinct = Array.from(
          { length: CACHED_REQUESTS },
          (_, index) => `${cachedPath}?r=${count}-${index}`,
        );
        const cached = await measure(proxy.origin, {
          amount: CACHED_REQUESTS,
          connections: 50,
          requests: eachPathOnce(distinct),
        });
        const fresh = offerIds.slice(1 + (count - 1) * FIRST_RENDERS, 1 + count * FIRST_RENDERS);
        const uncached = await measure(proxy.origin, {
          amount: FIRST_RENDERS,
          connections: 10,
          requests: eachPathOnce(fresh.map((id) => `/en/offer/${id}`)),
        });
        results.push({ cached, uncached });
      } finally {
        await proxy.stop();
      }
    }
    return results;
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await stopRedisServer(redis);
  }
}
