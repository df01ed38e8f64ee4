import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieExpiryDate, parseCookies, serializeCookie } from '@/lib/cookies/cookie';
import {
  consentBackend,
  consentKey,
  LOCAL_STORAGE_FALLBACK_MESSAGE,
  readConsent,
  writeConsent,
} from '@/lib/consent/consent-store';

const NOW = new Date('2026-01-31T12:00:00Z');

describe('cookie helper (docs/product.md §9)', () => {
  it('lasts 30 days by default', () => {
    expect(cookieExpiryDate(NOW).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('takes years, months, days, hours, minutes and seconds', () => {
    expect(cookieExpiryDate(NOW, { years: 1 }).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(cookieExpiryDate(NOW, { months: 2 }).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(cookieExpiryDate(NOW, { days: 1, hours: 2, minutes: 3, seconds: 4 }).toISOString()).toBe(
      '2026-02-01T14:03:04.000Z',
    );
  });

  it('serializes with path / by default and encodes names and values', () => {
    const header = serializeCookie('a b', 'x;y', {}, NOW);
    expect(header).toBe('a%20b=x%3By; expires=Mon, 02 Mar 2026 12:00:00 GMT; path=/; SameSite=Lax');
    expect(serializeCookie('k', 'v', { path: '/en', secure: true, expires: { hours: 1 } }, NOW)).toContain(
      'path=/en; SameSite=Lax; Secure',
    );
  });

  it('parses a cookie header, keeping the first of duplicates and skipping malformed pairs', () => {
    const map = parseCookies('a=1; b=%20two; a=3; broken; c=%E0%A4%A');
    expect(map.get('a')).toBe('1');
    expect(map.get('b')).toBe(' two');
    expect(map.has('c')).toBe(false);
  });
});

describe('cookie consent storage (docs/product.md §3/§4/§8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeLocalStorage() {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
  }

  it('stores the status under a key made from the element id in localStorage', () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage() });
    const store = consentBackend();
    expect(readConsent(store, 'banner')).toBeNull();
    writeConsent(store, 'banner', 'postpone', false);
    expect(store.get(consentKey('banner'))).toBe('postpone');
    expect(readConsent(store, 'banner')).toBe('postpone');
    store.remove(consentKey('banner'));
    expect(readConsent(store, 'banner')).toBeNull();
  });

  it('stores nothing in debug mode', () => {
    vi.stubGlobal('window', { localStorage: fakeLocalStorage() });
    const store = consentBackend();
    writeConsent(store, 'banner', 'accept', true);
    expect(readConsent(store, 'banner')).toBeNull();
  });

  it('falls back to a 30-day cookie, with the log line, when localStorage is unavailable', () => {
    const document = { cookie: '' };
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      get: () => written.map((c) => c.split(';')[0]).join('; '),
      set: (c: string) => written.push(c),
    });
    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('denied');
      },
    });
    vi.stubGlobal('document', document);
    vi.stubGlobal('location', { protocol: 'http:' });
    const log = vi.fn();
    const store = consentBackend(log);
    expect(log).toHaveBeenCalledWith(LOCAL_STORAGE_FALLBACK_MESSAGE);
    writeConsent(store, 'banner', 'decline', false);
    expect(written[0]).toMatch(/^banner-status=decline; expires=.*; path=\//);
    expect(readConsent(store, 'banner')).toBe('decline');
  });
});
