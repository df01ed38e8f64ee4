import type { Locale } from '@/lib/i18n/locales';

/**
 * PostgreSQL text-search configurations for the sites' languages, so that search matches word
 * stems (apartments → apartment). Languages PostgreSQL has no stemmer for use `simple`.
 */
const CONFIG: Record<Locale, string> = {
  en: 'english',
  pl: 'simple',
  ar: 'arabic',
  br: 'portuguese',
  cn: 'simple',
  de: 'german',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
};

export function searchConfigFor(locale: Locale): string {
  return CONFIG[locale];
}
