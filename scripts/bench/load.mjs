// Load generation with autocannon on loopback, bounded in time and connections.
import autocannon from 'autocannon';

/** Requests per second and latency for `requests` (cycled) against `url`. */
export async function measure(url, { seconds = 5, connections = 50, requests, amount } = {}) {
  const bound = amount ? { amount } : { duration: seconds };
  const result = await autocannon({
    url,
    connections,
    pipelining: 1,
    ...bound,
    ...(requests ? { requests } : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed,
  };
}
