import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchPage } from '@/components/search/search-page';
import { hasSearchInput, parseSearchParams, type RawSearchParams } from '@/lib/offers/search-links';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<RawSearchParams>;

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  await pageContext(params);
  const t = await getTranslations('Search');
  // Result pages are endless combinations of words and filters: keep them out of the index.
  const searching = hasSearchInput(parseSearchParams(await searchParams));
  return { title: t('title'), robots: searching ? { index: false } : undefined };
}

export default async function SearchRoute({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const { site, locale } = await pageContext(params);
  return <SearchPage site={site} locale={locale} query={parseSearchParams(await searchParams)} />;
}
