import { isLocale, type Locale } from './locales';
import type { AppHref } from './navigation';

/** Splits `/de/offer/1` into `de` and `/offer/1`; null when the first segment is not a language. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return null;
  const tail = rest.join('/');
  return { locale: first, rest: tail ? `/${tail}` : '' };
}

/**
 * A concrete path without its language (`/offer/42`, `''` for the front page) under `/{locale}`:
 * the inverse of splitLocale, for paths known only at run time (the middleware, `redirecturl`,
 * the language menus). Links to pages of the route table use localePath below.
 */
export function joinLocale(locale: Locale, rest: string): string {
  return rest === '' || rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/**
 * `/{lang}/…` of a typed link target (a route-table path, or `{ pathname, params?, query? }`): what
 * next-intl's `getPathname` returns for our always-prefixed, identity pathnames (a unit test holds
 * the two equal for every route). Server components use this one: importing next-intl's navigation
 * APIs into a server component ships its client `Link` (and use-intl) with the page, about 13 KB
 * gzip on the public pages (docs/architecture.md §8).
 */
export function localePath(locale: Locale, href: AppHref): string {
  const target: {
    pathname: string;
    params?: Readonly<Record<string, unknown>>;
    query?: Readonly<Record<string, unknown>>;
  } = typeof href === 'string' ? { pathname: href } : href;
  let path = target.pathname;
  for (const [name, value] of Object.entries(target.params ?? {}))
    path = path.replaceAll(`[${name}]`, String(value));
  if (path.includes('[')) throw new Error(`Missing params for ${target.pathname}`);
  path = new URL(path, 'http://l').pathname; // encodes what a URL path may not hold, as next-intl does
  if (path !== '/' && path.endsWith('/')) path = path.slice(0, -1);
  const search = target.query ? `?${searchParamsOf(target.query)}` : '';
  return path === '/' ? `/${locale}${search}` : `/${locale}${path}${search}`;
}

function searchParamsOf(query: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value as unknown[]) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return params;
}
