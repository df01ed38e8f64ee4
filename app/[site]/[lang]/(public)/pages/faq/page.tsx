import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FaqPage } from '@/components/faq/faq-page';
import { localePath } from '@/lib/i18n/locale-path';
import { languageAlternates } from '@/lib/offers/offer-seo';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteUrl } from '@/lib/site/site-url';

// Rendered on the first visit of each site and language, then served from cache: nothing here
// reads the request.
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { site, locale } = await pageContext(params);
  const t = await getTranslations('Faq');
  const pathOf = (language: typeof locale) => localePath(language, '/pages/faq');
  return {
    title: t('metaTitle'),
    description: t('subtitle', { appName: site.appName }),
    alternates: { canonical: siteUrl(site, pathOf(locale)), languages: languageAlternates(site, pathOf) },
  };
}

/** `/{lang}/pages/faq`: the site's help page, linked from every footer. */
export default async function FaqRoute({ params }: { params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return <FaqPage site={site} locale={locale} />;
}
