import { describe, expect, it } from 'vitest';
import { planRequest, preferredLocale } from '@/lib/routing/plan-request';
import { splitLocale } from '@/lib/i18n/locale-path';

const plan = (site: Parameters<typeof planRequest>[0]['site'], url: string, localeCookie?: string) => {
  const parsed = new URL(url, 'http://x');
  return planRequest({ site, pathname: parsed.pathname, search: parsed.searchParams, localeCookie });
};

describe('planRequest', () => {
  it("redirects / to the site's front page in its default language", () => {
    expect(plan('local', '/')).toEqual({ kind: 'redirect', location: '/pl' });
    expect(plan('bond', '/')).toEqual({ kind: 'redirect', location: '/en' });
    expect(plan('tutoring', '/')).toEqual({ kind: 'redirect', location: '/pl' });
  });

  it('uses the remembered language cookie for unprefixed paths', () => {
    expect(plan('local', '/', 'de')).toEqual({ kind: 'redirect', location: '/de' });
    expect(plan('local', '/search?q=flat', 'fr')).toEqual({
      kind: 'redirect',
      location: '/fr/search?q=flat',
    });
    expect(plan('local', '/', 'xx')).toEqual({ kind: 'redirect', location: '/pl' });
  });

  it('serves /{lang} as the front page without a cookie, whatever the remembered language', () => {
    expect(plan('bond', '/en', 'en')).toEqual({ kind: 'rewrite', pathname: '/bond/en', locale: 'en' });
    expect(plan('bond', '/ar', 'de')).toEqual({ kind: 'rewrite', pathname: '/bond/ar', locale: 'ar' });
  });

  it('switches language with ?lang=xx, keeping path and other parameters', () => {
    expect(plan('local', '/en/search?q=x&lang=de')).toEqual({
      kind: 'redirect',
      location: '/de/search?q=x',
      rememberLocale: 'de',
    });
    expect(plan('local', '/?lang=it')).toEqual({ kind: 'redirect', location: '/it', rememberLocale: 'it' });
    expect(plan('local', '/en?lang=en')).toEqual({ kind: 'redirect', location: '/en', rememberLocale: 'en' });
  });

  it('ignores an unknown ?lang value', () => {
    expect(plan('local', '/en/search?lang=klingon', 'en')).toMatchObject({
      kind: 'rewrite',
      pathname: '/local/en/search',
    });
  });

  it('sends /testvideo to the all portal', () => {
    expect(plan('local', '/testvideo')).toEqual({ kind: 'redirect', location: '/pl/all' });
    expect(plan('bond', '/testvideo', 'fr')).toEqual({ kind: 'redirect', location: '/fr/all' });
    expect(plan('bond', '/de/testvideo')).toMatchObject({ kind: 'redirect', location: '/de/all' });
  });

  it("applies the site's own redirects", () => {
    expect(plan('real-estate', '/oferty')).toEqual({ kind: 'redirect', location: '/pl/search' });
    expect(plan('real-estate', '/en/offers?page=2')).toEqual({
      kind: 'redirect',
      location: '/en/search?page=2',
    });
  });

  it('rewrites prefixed paths into the internal site tree, never trusting a site in the URL', () => {
    expect(plan('bond', '/en/offer/42', 'en')).toMatchObject({
      kind: 'rewrite',
      pathname: '/bond/en/offer/42',
    });
    expect(plan('bond', '/en/tutoring/x', 'en')).toMatchObject({
      kind: 'rewrite',
      pathname: '/bond/en/tutoring/x',
    });
    expect(plan('local', '/tutoring/en')).toEqual({ kind: 'redirect', location: '/pl/tutoring/en' });
  });
});

describe('locale helpers', () => {
  it('splits a locale prefix only when it is a supported language', () => {
    expect(splitLocale('/de/offer/1')).toEqual({ locale: 'de', rest: '/offer/1' });
    expect(splitLocale('/de')).toEqual({ locale: 'de', rest: '' });
    expect(splitLocale('/dex/offer')).toBeNull();
    expect(splitLocale('/')).toBeNull();
  });

  it('prefers ?lang, then the cookie, then the site default', () => {
    expect(preferredLocale('bond', new URLSearchParams('lang=pt'), 'de')).toBe('pt');
    expect(preferredLocale('bond', new URLSearchParams(), 'de')).toBe('de');
    expect(preferredLocale('bible', new URLSearchParams(), undefined)).toBe('pl');
  });
});
