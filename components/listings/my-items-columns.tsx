import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  metaHelper,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import Link from 'next/link';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { ListingStatusBadge } from './listing-status-badge';
import type { MyItemRow } from './my-item';
import { ColumnLabel, Thumbnail } from './my-items-cells';
import { RowActions } from './row-actions';

interface MyItemsTableMeta {
  onToggleStatus: (row: MyItemRow) => void;
  onDelete: (row: MyItemRow) => void;
}

export const myItemsFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  tableMeta: metaHelper<MyItemsTableMeta>(),
  columnMeta: metaHelper<{ className?: string }>(),
});

const helper = createColumnHelper<typeof myItemsFeatures, MyItemRow>();

function priceFormatter(languageTag: string) {
  const byCurrency = new Map<string, Intl.NumberFormat>();
  return (amount: string, currency: string) => {
    let format = byCurrency.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(languageTag, { style: 'currency', currency });
      byCurrency.set(currency, format);
    }
    return format.format(Number(amount));
  };
}

/**
 * The columns in the viewer's language: names sort with its collation, prices and dates in its format.
 * Build them once per language: new definitions would remount every cell (and lose focus in it).
 */
export function myItemsColumns(locale: Locale) {
  // Our short codes are not all BCP 47 tags ("br" would be Breton), so Intl gets the real tag.
  const languageTag = LANGUAGE_TAG[locale];
  const collator = new Intl.Collator(languageTag, { sensitivity: 'base', numeric: true });
  const formatPrice = priceFormatter(languageTag);
  const count = new Intl.NumberFormat(languageTag);
  const dateTime = new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: APP_TIME_ZONE,
  });
  return helper.columns([
    helper.display({
      id: 'thumbnail',
      header: () => <ColumnLabel labelKey="colImage" hidden />,
      meta: { className: 'w-20' },
      cell: ({ row }) => <Thumbnail url={row.original.thumbUrl} name={row.original.productName} />,
    }),
    helper.accessor('productName', {
      header: () => <ColumnLabel labelKey="colName" />,
      sortFn: (rowA, rowB) => collator.compare(rowA.original.productName, rowB.original.productName),
      filterFn: 'includesString',
      meta: { className: 'min-w-48' },
      cell: ({ row }) => (
        <Link href={row.original.editHref} className="font-medium hover:text-primary hover:underline">
          {row.original.productName}
        </Link>
      ),
    }),
    helper.accessor((row) => Number(row.price), {
      id: 'price',
      header: () => <ColumnLabel labelKey="colPrice" />,
      sortFn: 'basic',
      enableColumnFilter: false,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        // Server and browser may format with different ICU data (spaces, symbols): keep the server's text.
        <span suppressHydrationWarning className="whitespace-nowrap tabular-nums">
          {formatPrice(row.original.price, row.original.currency)}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: () => <ColumnLabel labelKey="colStatus" />,
      sortFn: 'basic',
      filterFn: 'equalsString',
      cell: ({ row }) => <ListingStatusBadge status={row.original.status} pending={row.original.pending} />,
    }),
    helper.accessor('views', {
      header: () => <ColumnLabel labelKey="colViews" />,
      sortFn: 'basic',
      sortDescFirst: true,
      enableColumnFilter: false,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        <span suppressHydrationWarning className="tabular-nums">
          {count.format(row.original.views)}
        </span>
      ),
    }),
    helper.accessor('updatedAt', {
      header: () => <ColumnLabel labelKey="colUpdated" />,
      // ISO timestamps in UTC compare correctly as text.
      sortFn: 'basic',
      sortDescFirst: true,
      enableColumnFilter: false,
      cell: ({ row }) => (
        <time
          dateTime={row.original.updatedAt}
          suppressHydrationWarning
          className="whitespace-nowrap text-muted-foreground"
        >
          {dateTime.format(new Date(row.original.updatedAt))}
        </time>
      ),
    }),
    helper.display({
      id: 'actions',
      header: () => <ColumnLabel labelKey="colActions" hidden />,
      meta: { className: 'w-14 text-end' },
      cell: ({ row, table }) =>
        table.options.meta ? (
          <RowActions
            row={row.original}
            onToggleStatus={table.options.meta.onToggleStatus}
            onDelete={table.options.meta.onDelete}
          />
        ) : null,
    }),
  ]);
}
