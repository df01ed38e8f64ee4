import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { searchParamsSchema, type SearchQuery } from '@/lib/listings/search';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/**
 * The search page's query string, validated. Empty fields are dropped first: the GET form sends
 * `maxPrice=` when left blank, which would otherwise coerce to a price of 0.
 */
export function parseSearchParams(raw: RawSearchParams): SearchQuery {
  const present = Object.entries(raw).flatMap(([key, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() ? [[key, first] as const] : [];
  });
  return searchParamsSchema.parse(Object.fromEntries(present));
}

/** Whether the visitor asked for anything: words or any filter. */
export function hasSearchInput(query: SearchQuery): boolean {
  return Boolean(query.q || query.location || query.minPrice !== undefined || query.maxPrice !== undefined);
}

/** `/{lang}/search?…` for this query (optionally another page); empty values and page 1 are left out. */
export function searchHref(locale: Locale, query: SearchQuery, page = query.page): string {
  return `${localePath(locale, '/search')}${searchQueryString(query, page)}`;
}

export function searchQueryString(query: SearchQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (query.location) params.set('location', query.location);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Page numbers to link: the first, the last and two either side of the current, with gaps. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const shown = (number: number) => number === 1 || number === pageCount || Math.abs(number - page) <= radius;
  const items: (number | 'gap')[] = [];
  for (let number = 1; number <= pageCount; number++) {
    // A gap that would hide a single page shows that page instead.
    if (shown(number) || (shown(number - 1) && shown(number + 1))) items.push(number);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
