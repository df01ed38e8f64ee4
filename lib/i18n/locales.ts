import { publicEnv } from '@/lib/env/public';

/** docs/product.md §9: the ten supported languages; `ar` is written right to left. */
export const LOCALES = ['en', 'pl', 'ar', 'br', 'cn', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

/** Dates on the server and in the browser are shown in this zone (configurable per deployment). */
export const APP_TIME_ZONE = publicEnv.timeZone;

/** Cookie that remembers the visitor's language across visits (docs/architecture.md §3). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** BCP 47 tags for `<html lang>` and `hreflang`: our short codes are not all valid tags. */
export const LANGUAGE_TAG: Record<Locale, string> = {
  en: 'en',
  pl: 'pl',
  ar: 'ar',
  br: 'pt-BR',
  cn: 'zh-CN',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  pt: 'pt-PT',
};

/** Each language's own name, shown in the language switcher. */
export const LANGUAGE_NAME: Record<Locale, string> = {
  en: 'English',
  pl: 'Polski',
  ar: 'العربية',
  br: 'Português (Brasil)',
  cn: '中文',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};
