import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';
import { faqValues, readFaq, type FaqSection, type FaqTranslate } from './faq-content';

/** The site's help page in the request's language, for the FAQ route and its metadata. */
export async function faqFor(site: SiteConfig, locale: Locale): Promise<FaqSection[]> {
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return readFaq(faqValues(site, await siteWording(site, locale)), t as unknown as FaqTranslate);
}
