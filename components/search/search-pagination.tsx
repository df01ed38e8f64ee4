import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchQuery } from '@/lib/listings/search';
import { pageWindow, searchHref } from '@/lib/offers/search-links';
import { cn } from '@/lib/utils';

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';

/** Previous / numbered / next links that keep the visitor's words and filters. */
export async function SearchPagination({
  locale,
  query,
  pageCount,
}: {
  locale: Locale;
  query: SearchQuery;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Search');
  const { page } = query;
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link
          href={searchHref(locale, query, page - 1)}
          rel="prev"
          className={cn(itemClass, 'hover:bg-muted')}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('previous')}
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1.5">
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={searchHref(locale, query, item)}
                aria-label={t('pageNumber', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link
          href={searchHref(locale, query, page + 1)}
          rel="next"
          className={cn(itemClass, 'hover:bg-muted')}
        >
          {t('next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
