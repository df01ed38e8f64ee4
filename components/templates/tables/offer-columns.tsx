import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Checkbox } from '@/components/ui/checkbox';
import { sortableFeatures } from '@/components/ui/sortable-header-cell';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { OfferRow } from '@/lib/templates/tables/offer-rows';

/** Everything the table does in the browser: sort, filter (a column or all of them), page, select, hide. */
export const offerTableFeatures = tableFeatures({
  ...sortableFeatures,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
});

const helper = createColumnHelper<typeof offerTableFeatures, OfferRow>();

export interface OfferColumnLabels {
  header: (column: 'title' | 'price' | 'location' | 'owner' | 'status' | 'created') => string;
  selectPage: string;
  selectRow: (title: string) => string;
}

/**
 * The columns in the viewer's language: text sorts with its collation, prices and dates in its
 * format. Column ids are the URL's sort keys. Build them once per language, or every cell remounts.
 */
export function offerColumns(locale: Locale, labels: OfferColumnLabels) {
  const languageTag = LANGUAGE_TAG[locale];
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  const byText =
    (key: 'title' | 'location' | 'owner') => (a: { original: OfferRow }, b: { original: OfferRow }) =>
      collator.compare(a.original[key], b.original[key]);
  const money = new Map<string, Intl.NumberFormat>();
  const price = (row: OfferRow) => {
    if (!money.has(row.currency))
      money.set(
        row.currency,
        new Intl.NumberFormat(languageTag, { style: 'currency', currency: row.currency }),
      );
    return money.get(row.currency)!.format(row.price);
  };
  const date = new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeZone: APP_TIME_ZONE });
  return helper.columns([
    helper.display({
      id: 'select',
      meta: { className: 'w-12' },
      header: ({ table }) => (
        <Checkbox
          aria-label={labels.selectPage}
          checked={
            table.getIsAllPageRowsSelected()
              ? true
              : table.getIsSomePageRowsSelected()
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={labels.selectRow(row.original.title)}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    }),
    helper.accessor('title', {
      id: 'title',
      header: () => labels.header('title'),
      sortFn: byText('title'),
      meta: { className: 'min-w-56' },
      cell: ({ row }) =>
        row.original.status === 'published' ? (
          <Link
            href={{ pathname: '/offer/[offerId]', params: { offerId: row.original.id } }}
            className="font-medium hover:text-primary hover:underline"
            dir="auto"
          >
            {row.original.title}
          </Link>
        ) : (
          <span className="font-medium" dir="auto">
            {row.original.title}
          </span>
        ),
    }),
    helper.accessor('price', {
      id: 'price',
      header: () => labels.header('price'),
      sortFn: 'basic',
      enableGlobalFilter: false,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        // Server and browser may format with different ICU data: keep the server's text.
        <span suppressHydrationWarning className="whitespace-nowrap tabular-nums">
          {price(row.original)}
        </span>
      ),
    }),
    helper.accessor('location', {
      id: 'location',
      header: () => labels.header('location'),
      sortFn: byText('location'),
      filterFn: 'equalsString',
      cell: ({ row }) => <span dir="auto">{row.original.location}</span>,
    }),
    helper.accessor('owner', {
      id: 'owner',
      header: () => labels.header('owner'),
      sortFn: byText('owner'),
      cell: ({ row }) => <span dir="auto">{row.original.owner}</span>,
    }),
    helper.accessor('status', {
      id: 'status',
      header: () => labels.header('status'),
      sortFn: 'basic',
      filterFn: 'equalsString',
      enableGlobalFilter: false,
      cell: ({ row }) => <ListingStatusBadge status={row.original.status} />,
    }),
    helper.accessor('createdAt', {
      id: 'created',
      header: () => labels.header('created'),
      // ISO timestamps in UTC compare correctly as text.
      sortFn: 'basic',
      sortDescFirst: true,
      enableGlobalFilter: false,
      cell: ({ row }) => (
        <time
          dateTime={row.original.createdAt}
          suppressHydrationWarning
          className="whitespace-nowrap text-muted-foreground"
        >
          {date.format(new Date(row.original.createdAt))}
        </time>
      ),
    }),
  ]);
}
