import { LISTING_STATUSES, type ListingStatus } from '@/lib/listings/constants';

/*
 * The data table's state lives in its URL, as the members list keeps its own
 * (`/tables/data-table?q=&status=&place=&sort=&dir=&page=&size=&hide=`): a reload or a shared link
 * shows the same view. The table writes it; the page reads it for the first render. Client-safe.
 */

export const OFFER_TABLE_SORTS = ['title', 'price', 'location', 'owner', 'status', 'created'] as const;
export type OfferTableSort = (typeof OFFER_TABLE_SORTS)[number];
/** The columns a member may hide (the title always shows). */
export const HIDEABLE_COLUMNS = ['price', 'location', 'owner', 'status', 'created'] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];
export const OFFER_TABLE_PAGE_SIZES = [10, 25, 50] as const;
export type OfferTablePageSize = (typeof OFFER_TABLE_PAGE_SIZES)[number];
const SEARCH_MAX_LENGTH = 100;

export interface OfferTableQuery {
  q: string;
  status: ListingStatus | null;
  place: string;
  sort: OfferTableSort;
  dir: 'asc' | 'desc';
  page: number;
  size: OfferTablePageSize;
  hide: HideableColumn[];
}

export const DEFAULT_OFFER_TABLE_QUERY: OfferTableQuery = {
  q: '',
  status: null,
  place: '',
  sort: 'created',
  dir: 'desc',
  page: 1,
  size: 10,
  hide: [],
};

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.find((option) => String(option) === value) ?? fallback;

/** Each parameter on its own: a wrong one falls back to its default, never an error page. */
export function parseOfferTableQuery(search: SearchParams): OfferTableQuery {
  const defaults = DEFAULT_OFFER_TABLE_QUERY;
  const page = Number.parseInt(first(search.page), 10);
  return {
    q: first(search.q).trim().slice(0, SEARCH_MAX_LENGTH),
    status: oneOf<ListingStatus | ''>(LISTING_STATUSES, first(search.status), '') || null,
    place: first(search.place).trim().slice(0, SEARCH_MAX_LENGTH),
    sort: oneOf(OFFER_TABLE_SORTS, first(search.sort), defaults.sort),
    dir: oneOf(['asc', 'desc'] as const, first(search.dir), defaults.dir),
    page: Number.isSafeInteger(page) && page >= 1 ? page : defaults.page,
    size: oneOf(OFFER_TABLE_PAGE_SIZES, first(search.size), defaults.size),
    hide: HIDEABLE_COLUMNS.filter((column) => first(search.hide).split(',').includes(column)),
  };
}

/** The query string of a table state: only what differs from the defaults, so links stay short. */
export function offerTableSearch(query: OfferTableQuery): string {
  const search = new URLSearchParams();
  const defaults = DEFAULT_OFFER_TABLE_QUERY;
  if (query.q) search.set('q', query.q);
  if (query.status) search.set('status', query.status);
  if (query.place) search.set('place', query.place);
  if (query.sort !== defaults.sort || query.dir !== defaults.dir) {
    search.set('sort', query.sort);
    search.set('dir', query.dir);
  }
  if (query.page !== defaults.page) search.set('page', String(query.page));
  if (query.size !== defaults.size) search.set('size', String(query.size));
  if (query.hide.length) search.set('hide', query.hide.join(','));
  return search.toString();
}
