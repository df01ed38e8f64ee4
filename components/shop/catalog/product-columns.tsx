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
import { useTranslations } from 'next-intl';
import { ListingStatusBadge } from '@/components/listings/listing-status-badge';
import { Thumbnail } from '@/components/listings/my-items-cells';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import type { ShopProduct } from './product-row';
import { ProductRowActions } from './product-row-actions';
import { RatingStars } from './rating-stars';

interface ProductTableMeta {
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSetStatus: (product: ShopProduct, status: ShopProduct['status']) => void;
}

export const productFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  tableMeta: metaHelper<ProductTableMeta>(),
  columnMeta: metaHelper<{ className?: string }>(),
});

/** The category filter's value for products without a category. */
export const NO_CATEGORY = '__none__';

const helper = createColumnHelper<typeof productFeatures, ShopProduct>();

type ColumnKey = 'colName' | 'colCategory' | 'colPrice' | 'colStatus' | 'colOwner' | 'colViews' | 'colRating';

function Label({ labelKey }: { labelKey: ColumnKey | 'colSelect' | 'colImage' | 'colActions' }) {
  const t = useTranslations('ShopCatalog');
  const hidden = labelKey === 'colSelect' || labelKey === 'colImage' || labelKey === 'colActions';
  return <span className={hidden ? 'sr-only' : undefined}>{t(labelKey)}</span>;
}

function SelectBox({
  product,
  checked,
  onChange,
}: {
  product: ShopProduct;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const t = useTranslations('ShopCatalog');
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t('selectProduct', { name: product.productName })}
      className="size-4 accent-primary"
    />
  );
}

function RatingCell({ product }: { product: ShopProduct }) {
  const t = useTranslations('ShopCatalog');
  if (product.rating === null) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <RatingStars rating={product.rating} label={t('ratingOutOf', { rating: product.rating })} />
      <span className="text-xs text-muted-foreground">({product.reviewCount})</span>
    </span>
  );
}

/** The product table's columns in the viewer's language (build once per language). */
export function productColumns(locale: Locale) {
  const tag = LANGUAGE_TAG[locale];
  const collator = new Intl.Collator(tag, { sensitivity: 'base', numeric: true });
  const count = new Intl.NumberFormat(tag);
  const prices = new Map<string, Intl.NumberFormat>();
  const price = (amount: string, currency: string) => {
    if (!prices.has(currency))
      prices.set(currency, new Intl.NumberFormat(tag, { style: 'currency', currency }));
    return prices.get(currency)!.format(Number(amount));
  };
  return helper.columns([
    helper.display({
      id: 'select',
      header: () => <Label labelKey="colSelect" />,
      meta: { className: 'w-10' },
      cell: ({ row, table }) =>
        table.options.meta ? (
          <SelectBox
            product={row.original}
            checked={table.options.meta.selected.has(row.original.id)}
            onChange={(value) => table.options.meta?.onSelect(row.original.id, value)}
          />
        ) : null,
    }),
    helper.display({
      id: 'thumbnail',
      header: () => <Label labelKey="colImage" />,
      meta: { className: 'w-20' },
      cell: ({ row }) => <Thumbnail url={row.original.thumbUrl} name={row.original.productName} />,
    }),
    helper.accessor('productName', {
      header: () => <Label labelKey="colName" />,
      sortFn: (a, b) => collator.compare(a.original.productName, b.original.productName),
      filterFn: 'includesString',
      meta: { className: 'min-w-48' },
      cell: ({ row }) => (
        <Link href={row.original.editHref} className="font-medium hover:text-primary hover:underline">
          {row.original.productName}
        </Link>
      ),
    }),
    helper.accessor((row) => row.categoryId ?? NO_CATEGORY, {
      id: 'category',
      header: () => <Label labelKey="colCategory" />,
      sortFn: (a, b) => collator.compare(a.original.categoryName ?? '', b.original.categoryName ?? ''),
      filterFn: 'equalsString',
      cell: ({ row }) =>
        row.original.categoryName ? (
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-medium text-primary">
            {row.original.categoryName}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    }),
    helper.accessor((row) => Number(row.price), {
      id: 'price',
      header: () => <Label labelKey="colPrice" />,
      sortFn: 'basic',
      enableColumnFilter: false,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        <span suppressHydrationWarning className="whitespace-nowrap tabular-nums">
          {price(row.original.price, row.original.currency)}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: () => <Label labelKey="colStatus" />,
      sortFn: 'basic',
      filterFn: 'equalsString',
      cell: ({ row }) => <ListingStatusBadge status={row.original.status} />,
    }),
    helper.accessor('ownerName', {
      header: () => <Label labelKey="colOwner" />,
      sortFn: (a, b) => collator.compare(a.original.ownerName, b.original.ownerName),
      enableColumnFilter: false,
      cell: ({ row }) => <span dir="auto">{row.original.ownerName}</span>,
    }),
    helper.accessor('views', {
      header: () => <Label labelKey="colViews" />,
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
    helper.accessor((row) => row.rating ?? 0, {
      id: 'rating',
      header: () => <Label labelKey="colRating" />,
      sortFn: 'basic',
      sortDescFirst: true,
      enableColumnFilter: false,
      cell: ({ row }) => <RatingCell product={row.original} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <Label labelKey="colActions" />,
      meta: { className: 'w-14 text-end' },
      cell: ({ row, table }) =>
        table.options.meta ? (
          <ProductRowActions product={row.original} onSetStatus={table.options.meta.onSetStatus} />
        ) : null,
    }),
  ]);
}
