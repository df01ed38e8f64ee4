import { isLocale, type Locale } from './locales';

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
 * the language menus). Links to pages of the route table use lib/i18n/navigation.ts instead.
 */
export function joinLocale(locale: Locale, rest: string): string {
  return rest === '' || rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}
