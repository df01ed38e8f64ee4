import 'server-only';
import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { serverEnv } from '@/lib/env/server';
import { MEDIA_LIMITS, MediaError } from './media-error';
import { isLoopbackAddress, isPublicAddress } from './public-address';

export type FetchRemoteOptions = {
  /** Also permit 127.0.0.0/8 and ::1 (tests only). Never permits private or link-local addresses. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an image for "add media from URL" without letting the URL reach internal services (SSRF):
 * every hop's address is resolved and checked before connecting, and the connection is pinned to
 * that checked address so a second DNS answer (rebinding) cannot redirect it.
 */
export async function fetchRemoteImage(rawUrl: string, options: FetchRemoteOptions = {}): Promise<Buffer> {
  const allowLoopback = options.allowLoopback ?? serverEnv().MEDIA_URL_ALLOW_LOOPBACK;
  const maxBytes = options.maxBytes ?? MEDIA_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  const { signal } = controller;
  try {
    let url = parseUrl(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const address = await resolveAllowed(url, allowLoopback, signal);
      const response = await request(url, address, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new MediaError('url_unreachable', 'too many redirects');
        url = parseUrl(new URL(location, url).href);
        continue;
      }
      return await readImageBody(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof MediaError) throw error;
    if (signal.aborted) throw new MediaError('url_timeout', 'the download timed out', { cause: error });
    throw new MediaError('url_unreachable', 'the download failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch (error) {
    throw new MediaError('url_invalid', 'not a URL', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new MediaError('url_scheme', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new MediaError('url_invalid', 'credentials in URL');
  return url;
}

/** Resolves the host and refuses it if ANY address is not public; returns the one to connect to. */
async function resolveAllowed(url: URL, allowLoopback: boolean, signal: AbortSignal): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  const addresses: LookupAddress[] = family
    ? [{ address: host, family }]
    : await abortable(dns.lookup(host, { all: true }), signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new MediaError('url_unreachable', `cannot resolve ${host}`, { cause: error });
      });
  const allowed = (ip: string) => isPublicAddress(ip) || (allowLoopback && isLoopbackAddress(ip));
  if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address))) {
    throw new MediaError('url_blocked', `${host} resolves to a non-public address`);
  }
  return addresses[0]!;
}

function request(url: URL, pinned: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // net may ask for one address or (with autoSelectFamily) for a list; answer only the checked one.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: 'image/*', 'user-agent': 'media-fetcher/1.0' },
      lookup,
      agent: false,
      signal,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readImageBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const status = response.statusCode ?? 0;
  const fail = (error: MediaError) => {
    response.destroy();
    throw error;
  };
  if (status < 200 || status > 299) fail(new MediaError('url_unreachable', `HTTP ${status}`));
  if (!/^image\//i.test(response.headers['content-type'] ?? ''))
    fail(new MediaError('url_not_image', 'not image/*'));
  if (Number(response.headers['content-length'] ?? 0) > maxBytes)
    fail(new MediaError('url_too_large', 'Content-Length'));

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) fail(new MediaError('url_too_large', `body exceeds ${maxBytes} bytes`));
    chunks.push(chunk);
  }
  if (!response.complete) throw new MediaError('url_unreachable', 'the response ended early');
  return Buffer.concat(chunks);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
