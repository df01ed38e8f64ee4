import { describe, expect, it } from 'vitest';
import {
  betterAuthIpAddressOptions,
  clientAddress,
  DEFAULT_TRUSTED_PROXIES,
} from '@/lib/http/client-address';

describe('clientAddress (one rule for auth, contact and realtime)', () => {
  it('takes the last x-forwarded-for hop: the one the nearest proxy appended', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6,203.0.113.7 ' }, '127.0.0.1')).toBe('203.0.113.7');
  });

  it('falls back to the socket peer, then to "unknown"', () => {
    expect(clientAddress({}, '::1')).toBe('::1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' , ' }))).toBe('unknown');
  });

  it('points better-auth at the same header, walking past proxies only with TRUST_PROXY=1', () => {
    expect(betterAuthIpAddressOptions(false, DEFAULT_TRUSTED_PROXIES)).toEqual({
      ipAddressHeaders: ['x-forwarded-for'],
      trustedProxies: [],
    });
    expect(betterAuthIpAddressOptions(true, DEFAULT_TRUSTED_PROXIES).trustedProxies).toEqual([
      '127.0.0.1/32',
      '::1/128',
    ]);
  });
});
