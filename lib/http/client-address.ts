import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The one rule that decides which address a request comes from (docs/architecture.md §4). The app
 * server (server/main.ts) and the realtime server apply it to every request before anything else
 * reads it: forwarded headers count only when they come from a trusted proxy, walked right to left;
 * otherwise the socket's peer address is the client. The app then reads the single address it
 * wrote into x-forwarded-for, and so does better-auth's rate limiter.
 */

/** The header that carries the resolved client address to the app and to better-auth. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** With TRUST_PROXY=1 and no TRUSTED_PROXIES: the proxy on this machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1/32', '::1/128'] as const;

/** Headers only a trusted proxy may set; from anyone else they are removed before the app sees them. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
];

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is `203.0.113.7`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed.toLowerCase();
}

function parseRange(range: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefix, extra] = range.split('/');
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family || extra !== undefined) return null;
  if (prefix === undefined) return { address, family };
  const bits = Number(prefix);
  const maximum = family === 'ipv4' ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= maximum ? { address, prefix: bits, family } : null;
}

/** `10.0.0.0/8`, `::1/128` or a bare address: what TRUSTED_PROXIES may hold (lib/env checks it). */
export const isAddressRange = (range: string): boolean => parseRange(range) !== null;

/** The proxies whose forwarded headers are believed; entries that are not ranges are skipped. */
export function trustedProxyList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges.map(parseRange)) {
    if (!range) continue;
    if (range.prefix === undefined) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  return list;
}

function isTrusted(address: string, proxies: BlockList | null): boolean {
  if (!proxies) return false;
  if (isIPv4(address)) return proxies.check(address, 'ipv4');
  return isIPv6(address) && proxies.check(address, 'ipv6');
}

/**
 * The client behind `peer`: the peer itself unless it is a trusted proxy; then the x-forwarded-for
 * chain is walked from the right, past every trusted proxy, to the first address that is not one.
 * Entries left of that are whatever the client claimed and are never read.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: BlockList | null,
): string {
  let client = normalizeAddress(peer ?? '');
  if (!client) return 'unknown';
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => isIPv4(hop) || isIPv6(hop));
  while (isTrusted(client, proxies) && hops.length) client = hops.pop()!;
  return client;
}

/** The client of a Node request (the app server's or the realtime server's), by the rule above. */
export function requestClientAddress(
  headers: IncomingHttpHeaders,
  peer: string | undefined,
  proxies: BlockList | null,
): string {
  return resolveClientAddress(peer, [headers[CLIENT_ADDRESS_HEADER]].flat().join(','), proxies);
}

/**
 * Applies the rule to an incoming request's headers, in place: x-forwarded-for becomes the one
 * resolved address, and the other forwarded headers are dropped unless the peer is a trusted proxy.
 */
export function applyClientAddress(
  headers: IncomingHttpHeaders,
  peer: string | undefined,
  proxies: BlockList | null,
): string {
  const client = requestClientAddress(headers, peer, proxies);
  if (!isTrusted(normalizeAddress(peer ?? ''), proxies))
    for (const name of PROXY_HEADERS) delete headers[name];
  headers[CLIENT_ADDRESS_HEADER] = client;
  return client;
}

/** The address the app server resolved for this request (see applyClientAddress). */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/**
 * better-auth's rate limiter reads the address itself: point it at the header the app server
 * wrote. It holds one address, so no proxy list is needed there.
 */
export const BETTER_AUTH_IP_ADDRESS_OPTIONS = { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] };
