import { getTranslations } from 'next-intl/server';
import { NewestOffers } from '@/components/front/newest-offers';
import { SiteFooter } from '@/components/front/site-footer';
import { SiteHeader } from '@/components/front/site-header';
import { hasSearchInput, searchQueryString } from '@/lib/offers/search-links';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import type { SearchViewProps } from './search-view-props';

/** The search page: the form, then results, or (before any search) the newest offers. */
export async function SearchPage({ site, locale, query }: SearchViewProps) {
  const t = await getTranslations('Search');
  const searching = hasSearchInput(query);
  return (
    <>
      <SiteHeader site={site} locale={locale} path={`/search${searchQueryString(query)}`} />
      <main id="main">
        <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('heading')}</h1>
          {searching ? null : <p className="mt-2 max-w-2xl text-muted-foreground">{t('startText')}</p>}
          <div className="mt-6">
            <SearchForm site={site} locale={locale} query={query} />
          </div>
          {searching ? <SearchResults site={site} locale={locale} query={query} /> : null}
        </div>
        {searching ? null : <NewestOffers site={site} locale={locale} />}
      </main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}
