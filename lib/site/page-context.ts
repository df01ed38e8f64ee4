import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getSite, isSiteId, type SiteConfig } from '@/sites';

export type SiteParams = Promise<{ site: string; lang: string }>;

export interface PageContext {
  site: SiteConfig;
  locale: Locale;
}

/** Validates the internal `[site]/[lang]` segments and enables static rendering for the language. */
export async function pageContext(params: SiteParams): Promise<PageContext> {
  const { site, lang } = await params;
  if (!isSiteId(site) || !isLocale(lang)) notFound();
  setRequestLocale(lang);
  return { site: getSite(site), locale: lang };
}
