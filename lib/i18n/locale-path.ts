import { isLocale, type Locale } from './locales';

/** Splits `/de/offer/1` into `de` and `/offer/1`; null when the first segment is not a language. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return null;
  const tail = rest.join('/');
  return { locale: first, rest: tail ? `/${tail}` : '' };
}
