'use client';

import { useTable, type ColumnFiltersState, type SortingState } from '@tanstack/react-table';
import { PackageOpen, Plus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import type { Locale } from '@/lib/i18n/locales';
import { setProductsCategoryAction, setProductsStatusAction } from '@/lib/shop/catalog/actions';
import { NO_CATEGORY as NONE, productColumns, productFeatures } from './product-columns';
import type { CategoryOption, ShopProduct } from './product-row';
import { ShopNoticeBar } from './shop-notice';
import { useShopAction } from './use-shop-action';
import { TableRegion } from '@/components/ui/table-region';
import { SearchInput } from '@/components/ui/search-input';

// The server hands the rows newest change first; a column sort replaces that order.
const SERVER_ORDER: SortingState = [];
const select = 'h-11 w-full rounded-md border border-border bg-card px-3 text-sm';

interface ProductsTableProps {
  products: ShopProduct[];
  categories: CategoryOption[];
  locale: Locale;
  addHref: string;
}

/** The site's products: search, category and status filters, sorting, row and bulk actions. */
export function ProductsTable({ products, categories, locale, addHref }: ProductsTableProps) {
  const t = useTranslations('ShopCatalog');
  const ids = { search: useId(), category: useId(), status: useId(), bulk: useId() };
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [sorting, setSorting] = useState<SortingState>(SERVER_ORDER);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkCategory, setBulkCategory] = useState('');
  const { pending, notice, run, dismiss } = useShopAction((error) => t(`error_${error}` as 'error_failed'));

  const columnFilters = useMemo<ColumnFiltersState>(() => {
    const filters: ColumnFiltersState = [];
    if (query.trim()) filters.push({ id: 'productName', value: query.trim() });
    if (category) filters.push({ id: 'category', value: category });
    if (status) filters.push({ id: 'status', value: status });
    return filters;
  }, [query, category, status]);
  const columns = useMemo(() => productColumns(locale), [locale]);
  const table = useTable({
    features: productFeatures,
    columns,
    data: products,
    getRowId: (row) => row.id,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    enableMultiSort: false,
    meta: {
      selected,
      onSelect: (id, value) =>
        setSelected((current) => {
          const next = new Set(current);
          if (value) next.add(id);
          else next.delete(id);
          return next;
        }),
      onSetStatus: (product, next) =>
        run(
          () => setProductsStatusAction([product.id], next),
          t(next === 'published' ? 'publishedOne' : 'unpublishedOne', { name: product.productName }),
        ),
    },
  });

  if (products.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title={t('productsEmptyTitle')} text={t('productsEmptyText')}>
        <Link href={addHref} className={buttonVariants({ className: 'mt-2' })}>
          <Plus aria-hidden className="size-4" />
          {t('addProduct')}
        </Link>
      </EmptyState>
    );
  }

  const shown = table.getRowModel().rows;
  const chosen = [...selected].filter((id) => products.some((product) => product.id === id));
  const clearSelection = () => setSelected(new Set());
  const bulk = (action: () => Promise<Awaited<ReturnType<typeof setProductsStatusAction>>>, done: string) =>
    run(action, done, clearSelection);

  return (
    <div className="min-w-0 space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.search} className="mb-1.5 block text-sm font-medium">
            {t('searchLabel')}
          </label>
          <SearchInput
            id={ids.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="mb-1.5 block text-sm font-medium">
            {t('categoryFilter')}
          </label>
          <select
            id={ids.category}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={select}
          >
            <option value="">{t('allCategories')}</option>
            <option value={NONE}>{t('noCategory')}</option>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className="mb-1.5 block text-sm font-medium">
            {t('statusFilter')}
          </label>
          <select
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className={select}
          >
            <option value="">{t('allStatuses')}</option>
            <option value="published">{t('statusPublished')}</option>
            <option value="draft">{t('statusDraft')}</option>
          </select>
        </div>
      </div>
      {chosen.length ? (
        <div
          role="group"
          aria-label={t('bulkActions')}
          className="surface flex flex-wrap items-end gap-3 border border-primary/30 p-3"
        >
          <p className="me-auto self-center text-sm font-medium">
            {t('selectedCount', { count: chosen.length })}
          </p>
          <Button
            variant="outline"
            disabled={pending}
            onClick={() =>
              bulk(
                () => setProductsStatusAction(chosen, 'published'),
                t('publishedMany', { count: chosen.length }),
              )
            }
          >
            {t('publish')}
          </Button>
          <Button
            variant="outline"
            disabled={pending}
            onClick={() =>
              bulk(
                () => setProductsStatusAction(chosen, 'draft'),
                t('unpublishedMany', { count: chosen.length }),
              )
            }
          >
            {t('unpublish')}
          </Button>
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor={ids.bulk} className="mb-1 block text-xs font-medium">
                {t('setCategory')}
              </label>
              <select
                id={ids.bulk}
                value={bulkCategory}
                onChange={(event) => setBulkCategory(event.target.value)}
                className="h-9 rounded-md border border-border bg-card px-2 text-sm"
              >
                <option value="">{t('noCategory')}</option>
                {categories.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <Button
              disabled={pending}
              onClick={() =>
                bulk(
                  () => setProductsCategoryAction(chosen, bulkCategory || null),
                  t('categorySetMany', { count: chosen.length }),
                )
              }
            >
              {t('apply')}
            </Button>
          </div>
          <Button variant="ghost" onClick={clearSelection}>
            {t('clearSelection')}
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {columnFilters.length
          ? t('countFiltered', { shown: shown.length, total: products.length })
          : t('productCount', { count: products.length })}
      </p>
      <ShopNoticeBar notice={notice} onDismiss={dismiss} />
      {shown.length === 0 ? (
        <NoFilterMatches
          text={t('noMatches')}
          clearLabel={t('clearFilters')}
          onClear={() => {
            setQuery('');
            setCategory('');
            setStatus('');
          }}
        />
      ) : (
        <TableRegion caption={t('productsCaption')} widthClassName="min-w-[64rem]" pending={pending}>
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                <SortableRowCells cells={row.getAllCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </div>
  );
}
