import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HelpCenterPage } from '@/components/front-pages/help-center-page';
import { helpCenterPath } from '@/lib/help-center/help-center-seo';
import { queryWords } from '@/lib/help-center/search';
import { languageAlternates } from '@/lib/offers/offer-seo';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { siteUrl } from '@/lib/site/site-url';

type HelpSearchParams = Promise<{ q?: string | string[] }>;

const queryOf = async (searchParams: HelpSearchParams) => {
  const { q } = await searchParams;
  return typeof q === 'string' ? q : '';
};

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: HelpSearchParams;
}): Promise<Metadata> {
  const { site, locale } = await pageContext(params);
  const t = await getTranslations('HelpCenter');
  // Result pages are endless combinations of words: only the help center itself is indexed.
  const searching = queryWords(await queryOf(searchParams)).length > 0;
  return {
    title: t('metaTitle'),
    description: t('subtitle', { appName: site.appName }),
    robots: searching ? { index: false } : undefined,
    alternates: {
      canonical: siteUrl(site, helpCenterPath(locale)),
      languages: languageAlternates(site, helpCenterPath),
    },
  };
}

/** `/{lang}/front-pages/help-center`: the help articles by topic, searchable with `?q=`. */
export default async function HelpCenterRoute({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: HelpSearchParams;
}) {
  const { site, locale } = await pageContext(params);
  return <HelpCenterPage site={site} locale={locale} query={await queryOf(searchParams)} />;
}
