import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SearchX } from 'lucide-react';
import { localePath } from '@/lib/i18n/locale-path';
import { searchOffers } from '@/lib/offers/search-offers';
import { OfferGrid } from './offer-grid';
import { SearchPagination } from './search-pagination';
import type { SearchViewProps } from './search-view-props';

/** The matching offers with their count and pages, or a hint when nothing matches. */
export async function SearchResults({ site, locale, query }: SearchViewProps) {
  const t = await getTranslations('Search');
  const result = await searchOffers(site, query);
  if (!result.total) {
    return (
      <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <SearchX aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{t('noResultsTitle')}</h2>
        <p className="max-w-md text-muted-foreground">{t('noResultsHint')}</p>
        <Link
          href={localePath(locale, '/search')}
          className="mt-2 rounded-md bg-primary-soft px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/20"
        >
          {t('clearFilters')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="results-count" className="mt-8">
      <h2 id="results-count" className="mb-5 text-lg font-semibold">
        {t('results', { count: result.total })}
      </h2>
      <OfferGrid offers={result.cards} locale={locale} />
      <SearchPagination locale={locale} query={query} pageCount={result.pageCount} />
    </section>
  );
}
