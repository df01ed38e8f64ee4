// Anonymous visitors: autocannon against the production server on loopback, cycling through
// front pages, offer pages and searches, with status counts and latency per kind of page.
import autocannon from 'autocannon';

export const KINDS = ['front', 'offer', 'search'];
const HOST = 'localhost';
const SEARCHES = [
  'tram',
  'apartment',
  'balcony',
  'Krak%C3%B3w',
  'cellar',
  'two-room',
  'number%2017',
  'nothing-matches-zqx',
];

/** The rotating set: front, offer, search in turn, so every kind gets a third of the requests. */
export function rotation(offerIds) {
  const fronts = ['/pl', '/en'];
  const requests = [];
  const rounds = Math.max(offerIds.length, SEARCHES.length, fronts.length);
  for (let index = 0; index < rounds; index += 1) {
    requests.push({ method: 'GET', path: fronts[index % fronts.length], kind: 'front' });
    requests.push({ method: 'GET', path: `/en/offer/${offerIds[index % offerIds.length]}`, kind: 'offer' });
    requests.push({
      method: 'GET',
      path: `/en/search?q=${SEARCHES[index % SEARCHES.length]}`,
      kind: 'search',
    });
  }
  return requests;
}

/** Fetches every distinct URL once (fills caches, compiles nothing: a production build). */
export async function warmUp(origin, requests) {
  const paths = [...new Set(requests.map((request) => request.path))];
  const statuses = {};
  const bad = [];
  for (let start = 0; start < paths.length; start += 8) {
    await Promise.all(
      paths.slice(start, start + 8).map(async (path) => {
        const status = await fetch(`${origin}${path}`, {
          headers: { host: HOST },
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          (error) => `error: ${error.message}`,
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) bad.push({ path, status });
      }),
    );
  }
  return { urls: paths.length, statuses, bad };
}

function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : null;
}

/**
 * Runs `connections` connections for `seconds`. Returns { promise, stop } right away; the promise
 * resolves with totals and per-kind figures.
 */
export function startVisitors({ origin, requests, seconds, connections, ratePerConnection = 0 }) {
  const perKind = Object.fromEntries(KINDS.map((kind) => [kind, { latencies: [], statuses: {} }]));
  // When the slow answers and the timeouts happened (s since the start), to tell a cold start, a
  // server-wide stall and a steady tail apart.
  const started = Date.now();
  const slow = { thresholdMs: 5_000, byKindAndSecond: {}, timeoutsAtSecond: {} };
  let instance;
  const promise = new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections,
        ...(ratePerConnection > 0 ? { connectionRate: ratePerConnection } : {}),
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        headers: { host: HOST },
        requests,
        // Each connection starts at its own place in the rotation instead of all in lockstep.
        setupClient(client) {
          const iterator = client.requestIterator;
          if (!iterator?.requests?.length) return;
          const index = Math.floor(Math.random() * iterator.requests.length);
          iterator.currentRequestIndex = index;
          iterator.currentRequest = iterator.requests[index];
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // pipelining 1: the request a client has in hand is the one this response answers.
    instance.on('response', (client, statusCode, bytes, responseTime) => {
      const kind = client.requestIterator?.currentRequest?.kind ?? 'unknown';
      const entry = (perKind[kind] ??= { latencies: [], statuses: {} });
      entry.latencies.push(responseTime);
      entry.statuses[statusCode] = (entry.statuses[statusCode] ?? 0) + 1;
      if (responseTime >= slow.thresholdMs) {
        const second = Math.floor((Date.now() - started) / 1000);
        const key = `${kind}@${second}s`;
        slow.byKindAndSecond[key] = (slow.byKindAndSecond[key] ?? 0) + 1;
      }
    });
    instance.on('reqError', (error) => {
      if (!/timed out/.test(error?.message ?? '')) return;
      const second = Math.floor((Date.now() - started) / 1000);
      slow.timeoutsAtSecond[second] = (slow.timeoutsAtSecond[second] ?? 0) + 1;
    });
  });
  const finished = promise.then((result) => {
    const duration = result.duration || seconds;
    const kinds = {};
    for (const [kind, { latencies, statuses }] of Object.entries(perKind)) {
      const sorted = latencies.sort((a, b) => a - b);
      const count = sorted.length;
      const count5xx = Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
      kinds[kind] = {
        responses: count,
        rps: count / duration,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? null,
        statuses,
        count5xx,
      };
    }
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    );
    return {
      seconds: duration,
      connections,
      responses: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      statuses,
      count5xx: result['5xx'],
      non2xx: result.non2xx,
      connectionErrors: result.errors - result.timeouts,
      timeouts: result.timeouts,
      kinds,
      slow,
    };
  });
  return { promise: finished, stop: () => instance?.stop() };
}
