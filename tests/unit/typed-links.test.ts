import { describe, expect, it } from 'vitest';
import { getPathname, type AppHref } from '@/lib/i18n/navigation';
import { PATHNAMES, routing } from '@/lib/i18n/routing';
import { joinLocale, localePath } from '@/lib/i18n/locale-path';
import { LOCALES } from '@/lib/i18n/locales';
import { findRoute, ROUTES } from '@/lib/routing/routes';

describe('typed links (docs/architecture.md §3 URL contract)', () => {
  it('knows exactly the paths of the route table, each mapped to itself', () => {
    expect(Object.keys(PATHNAMES).sort()).toEqual(ROUTES.map((rule) => rule.path).sort());
    for (const [key, value] of Object.entries(PATHNAMES)) expect(value).toBe(key);
    expect(routing.locales).toEqual(LOCALES);
  });

  it('always prefixes the language, the front page included', () => {
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('ar', '/search')).toBe('/ar/search');
    expect(getPathname({ locale: 'pl', href: '/apps/logistics/dashboard0' })).toBe(
      '/pl/apps/logistics/dashboard0',
    );
  });

  it('fills in params and keeps the query', () => {
    expect(localePath('de', { pathname: '/offer/[offerId]', params: { offerId: '42' } })).toBe(
      '/de/offer/42',
    );
    expect(localePath('en', { pathname: '/my-items/[id]/edit', params: { id: 'a b' } })).toBe(
      '/en/my-items/a%20b/edit',
    );
    expect(localePath('en', { pathname: '/my-call', query: { to: 'u1' } })).toBe('/en/my-call?to=u1');
  });

  it('computes every link exactly as next-intl getPathname does', () => {
    const samples: AppHref[] = [
      ...ROUTES.map((rule) => rule.path)
        .filter((path) => !path.includes('['))
        .map((path) => path as AppHref),
      { pathname: '/offer/[offerId]', params: { offerId: '4f9c-ü x' } },
      { pathname: '/my-items/[id]/edit', params: { id: 'abc' }, query: { back: '/en/my-items?x=1' } },
      { pathname: '/', query: { q: 'a b', tag: ['x', 'y'] } },
      { pathname: '/login', query: { redirecturl: '/en/my-call?to=1&room=r', error: 'google' } },
      { pathname: '/search', query: undefined },
    ];
    for (const locale of LOCALES) {
      for (const href of samples) expect(localePath(locale, href)).toBe(getPathname({ locale, href }));
    }
  });

  it('lets the guard find the rule of a concrete path', () => {
    expect(findRoute('')?.path).toBe('/');
    expect(findRoute('/offer/42')?.path).toBe('/offer/[offerId]');
    expect(findRoute('/my-items/x/edit')?.path).toBe('/my-items/[id]/edit');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('puts a concrete path of run time under another language (language menus, redirecturl)', () => {
    expect(joinLocale('de', '')).toBe('/de');
    expect(joinLocale('de', '/')).toBe('/de');
    expect(joinLocale('ar', '/offer/42')).toBe('/ar/offer/42');
    expect(joinLocale('pl', '/login?redirecturl=%2Fen')).toBe('/pl/login?redirecturl=%2Fen');
  });
});
