'use client';

import { functionalUpdate, useTable, type RowSelectionState } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { NoFilterMatches } from '@/components/ui/empty-state';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import { TableRegion } from '@/components/ui/table-region';
import type { Locale } from '@/lib/i18n/locales';
import type { OfferRow } from '@/lib/templates/tables/offer-rows';
import {
  HIDEABLE_COLUMNS,
  OFFER_TABLE_SORTS,
  type OfferTableQuery,
  type OfferTableSort,
} from '@/lib/templates/tables/offer-table-params';
import { cn } from '@/lib/utils';
import { offerColumns, offerTableFeatures } from './offer-columns';
import { OfferTablePagination } from './offer-table-pagination';
import { OfferTableToolbar } from './offer-table-toolbar';
import { SelectionBar } from './selection-bar';
import { useOfferTableQuery } from './use-offer-table-query';

const rowId = (row: OfferRow) => row.id;
const isSort = (id: string): id is OfferTableSort => (OFFER_TABLE_SORTS as readonly string[]).includes(id);

/** The site's offers in the browser: sort, search, filter, select and export, pages, columns; the view lives in the URL. */
export function OffersDataTable({
  offers,
  initialQuery,
  locale,
}: {
  offers: OfferRow[];
  initialQuery: OfferTableQuery;
  locale: Locale;
}) {
  const t = useTranslations('TablesGallery.dataTable');
  const { query, update } = useOfferTableQuery(initialQuery);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columns = useMemo(
    () =>
      offerColumns(locale, {
        header: (column) => t(`column.${column}`),
        selectPage: t('selectPage'),
        selectRow: (title) => t('selectRow', { title }),
      }),
    [locale, t],
  );
  const sorting = [{ id: query.sort, desc: query.dir === 'desc' }];
  const columnFilters = [
    ...(query.status ? [{ id: 'status', value: query.status }] : []),
    ...(query.place ? [{ id: 'location', value: query.place }] : []),
  ];
  const columnVisibility = Object.fromEntries(query.hide.map((column) => [column, false]));
  const pagination = { pageIndex: query.page - 1, pageSize: query.size };
  const table = useTable({
    features: offerTableFeatures,
    columns,
    data: offers,
    getRowId: rowId,
    state: { sorting, columnFilters, globalFilter: query.q, pagination, rowSelection, columnVisibility },
    globalFilterFn: 'includesString',
    enableSortingRemoval: false,
    enableMultiSort: false,
    autoResetPageIndex: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && isSort(next.id)) update({ sort: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      update({ page: next.pageIndex + 1, size: query.size });
    },
    onRowSelectionChange: setRowSelection,
  });

  const filteredCount = table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(filteredCount / query.size));
  // A shared link may name a page the filters no longer reach: show the last one instead.
  if (query.page > pageCount) update({ page: pageCount });
  const shown = table.getRowModel().rows;
  const places = useMemo(
    () =>
      [...new Set(offers.map((offer) => offer.location).filter(Boolean))].sort((a, b) =>
        a.localeCompare(b, locale),
      ),
    [offers, locale],
  );
  const selected = offers.filter((offer) => rowSelection[offer.id]);

  return (
    <div className="min-w-0 space-y-4">
      <OfferTableToolbar
        query={query}
        places={places}
        onChange={update}
        hidden={query.hide}
        onToggleColumn={(column, visible) =>
          update({
            hide: HIDEABLE_COLUMNS.filter((id) => (id === column ? !visible : query.hide.includes(id))),
            page: query.page,
          })
        }
      />
      <SelectionBar selected={selected} locale={locale} onClear={() => setRowSelection({})} />
      {shown.length === 0 ? (
        <NoFilterMatches
          text={t('noMatches')}
          clearLabel={t('clearFilters')}
          onClear={() => update({ q: '', status: null, place: '' })}
        />
      ) : (
        <TableRegion caption={t('caption')} widthClassName="min-w-[56rem]">
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'border-b border-border last:border-0',
                  row.getIsSelected() && 'bg-primary-soft',
                )}
              >
                <SortableRowCells cells={row.getVisibleCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <OfferTablePagination
        page={Math.min(query.page, pageCount)}
        pageCount={pageCount}
        size={query.size}
        total={filteredCount}
        shown={shown.length}
        onPage={(page) => update({ page, size: query.size })}
        onSize={(size) => update({ size })}
      />
    </div>
  );
}
