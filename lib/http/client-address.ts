import type { IncomingHttpHeaders } from 'node:http';

/**
 * The one place that decides which address a request comes from, for the app (auth, contact form)
 * and the realtime server alike. Rate limits are keyed on it, so every caller must agree.
 */

/** The header the client address is read from; better-auth is told to read the same one. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** With TRUST_PROXY=1 and no TRUSTED_PROXIES: the proxy on this machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1/32', '::1/128'] as const;

type RequestHeaders = Headers | IncomingHttpHeaders;

function headerValue(headers: RequestHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The sender's address from x-forwarded-for. A reverse proxy appends the address it saw, so the
 * last entry is the trustworthy one; earlier entries are whatever the client claimed. (Without a
 * proxy, Next fills the header from the socket when the client sent none; the realtime server,
 * which has no Next in front, passes the socket's peer address for that case.)
 */
export function clientAddress(headers: RequestHeaders, peerAddress?: string): string {
  const hops =
    headerValue(headers, CLIENT_ADDRESS_HEADER)
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  return hops.at(-1) ?? (peerAddress || 'unknown');
}

/**
 * better-auth's own rate limiter reads the address itself (its API takes header names and proxy
 * ranges, not a function): point it at the same header. Today it walks the chain past
 * `trustedProxies` only with TRUST_PROXY=1, and otherwise accepts a single-entry header.
 */
export function betterAuthIpAddressOptions(trustProxy: boolean, trustedProxies: readonly string[]) {
  return { ipAddressHeaders: [CLIENT_ADDRESS_HEADER], trustedProxies: trustProxy ? [...trustedProxies] : [] };
}
