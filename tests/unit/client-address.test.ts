import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  applyClientAddress,
  clientAddress,
  DEFAULT_TRUSTED_PROXIES,
  isAddressRange,
  resolveClientAddress,
  trustedProxyList,
} from '@/lib/http/client-address';
import { isLoopback, listenAddresses } from '@/lib/http/listen-addresses';
import { parseServerEnv } from '@/lib/env/server-schema';

const loopbackProxy = trustedProxyList(DEFAULT_TRUSTED_PROXIES);

describe('resolveClientAddress (one rule for the app, better-auth and realtime)', () => {
  it('without a trusted proxy, the socket peer is the client whatever x-forwarded-for claims', () => {
    expect(resolveClientAddress('198.51.100.9', '6.6.6.6', null)).toBe('198.51.100.9');
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6', null)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.2', '6.6.6.6', loopbackProxy)).toBe('127.0.0.2');
  });

  it('behind trusted proxies, walks x-forwarded-for from the right to the first untrusted hop', () => {
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7', loopbackProxy)).toBe('203.0.113.7');
    const twoProxies = trustedProxyList(['10.0.0.0/8', '127.0.0.1']);
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3', twoProxies)).toBe(
      '203.0.113.7',
    );
    // Only proxies all the way: the leftmost hop is the best there is.
    expect(resolveClientAddress('127.0.0.1', '10.9.9.9', twoProxies)).toBe('10.9.9.9');
  });

  it('ignores hops that are not addresses and unwraps IPv4-mapped IPv6 peers', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', 'bogus, 203.0.113.7', loopbackProxy)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:198.51.100.9', undefined, loopbackProxy)).toBe('198.51.100.9');
    expect(resolveClientAddress(undefined, '6.6.6.6', loopbackProxy)).toBe('unknown');
  });

  it('knows what a TRUSTED_PROXIES entry may be, and the environment refuses anything else', () => {
    for (const range of ['10.0.0.0/8', '127.0.0.1', '::1/128', 'fd00::/8'])
      expect(isAddressRange(range)).toBe(true);
    for (const range of ['proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', '::1/x', ''])
      expect(isAddressRange(range)).toBe(false);
    expect(() => parseServerEnv({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.example' })).toThrow(
      /TRUSTED_PROXIES: must be addresses or ranges/,
    );
  });
});

describe('applyClientAddress', () => {
  it('drops forwarded headers from an untrusted peer and writes the one resolved address', () => {
    const headers: IncomingHttpHeaders = {
      host: 'localhost:3000',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'bond.localhost',
      'x-forwarded-proto': 'https',
    };
    expect(applyClientAddress(headers, '198.51.100.9', loopbackProxy)).toBe('198.51.100.9');
    expect(headers).toEqual({ host: 'localhost:3000', 'x-forwarded-for': '198.51.100.9' });
    expect(clientAddress(new Headers(headers as Record<string, string>))).toBe('198.51.100.9');
  });

  it('keeps a trusted proxy’s forwarded host', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'bond.example',
    };
    applyClientAddress(headers, '127.0.0.1', loopbackProxy);
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'bond.example' });
  });
});

describe('listenAddresses', () => {
  it('is loopback unless HOST names addresses', () => {
    expect(listenAddresses(undefined)).toEqual(['127.0.0.1', '::1']);
    expect(listenAddresses('0.0.0.0')).toEqual(['0.0.0.0']);
    expect(listenAddresses(' ::, ')).toEqual(['::']);
  });

  it('tells loopback from addresses other machines reach', () => {
    for (const address of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '10.0.0.5', 'example.com'])
      expect(isLoopback(address), address).toBe(false);
  });
});
