'use client';

import { useTable, type ColumnFiltersState, type SortingState } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { ActionNotice } from './action-notice';
import { DeleteListingDialog } from './delete-listing-dialog';
import type { MyItem, MyItemRow } from './my-item';
import { myItemsColumns, myItemsFeatures } from './my-items-columns';
import { NoListings, NoMatches } from './my-items-empty';
import { MyItemsFilters, type StatusFilter } from './my-items-filters';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import { useMyItemActions } from './use-my-item-actions';
import { TableRegion } from '@/components/ui/table-region';

interface MyItemsTableProps {
  items: MyItem[];
  locale: Locale;
  addNew: { href: string; label: string };
}

const NEWEST_FIRST: SortingState = [{ id: 'updatedAt', desc: true }];
const rowId = (row: MyItemRow) => row.id;

function filtersFor(query: string, status: StatusFilter): ColumnFiltersState {
  const filters: ColumnFiltersState = [];
  if (query.trim()) filters.push({ id: 'productName', value: query.trim() });
  if (status !== 'all') filters.push({ id: 'status', value: status });
  return filters;
}

/** The member's listings: sortable, filterable, with row actions. Wide tables scroll inside their frame. */
export function MyItemsTable({ items, locale, addNew }: MyItemsTableProps) {
  const t = useTranslations('MyItems');
  const searchRef = useRef<HTMLInputElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const { rows, notice, dismissNotice, toggleStatus, remove } = useMyItemActions(items);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  const [deleteTarget, setDeleteTarget] = useState<MyItemRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const columnFilters = useMemo(() => filtersFor(query, status), [query, status]);
  const columns = useMemo(() => myItemsColumns(locale), [locale]);
  const table = useTable({
    features: myItemsFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    enableMultiSort: false,
    meta: {
      onToggleStatus: toggleStatus,
      onDelete: (row) => {
        setDeleteTarget(row);
        setDeleteOpen(true);
      },
    },
  });

  // A deleted row takes the focused menu button with it: give focus back to the list, not the page.
  useEffect(() => {
    if (notice?.kind !== 'done' || notice.action !== 'delete' || document.activeElement !== document.body)
      return;
    (regionRef.current ?? searchRef.current)?.focus();
  }, [notice]);

  if (rows.length === 0) return <NoListings addNew={addNew} />;

  const shown = table.getRowModel().rows;
  const filtered = columnFilters.length > 0;
  const clearFilters = () => {
    setQuery('');
    setStatus('all');
    searchRef.current?.focus();
  };

  return (
    <div className="min-w-0 space-y-4">
      <MyItemsFilters
        query={query}
        onQueryChange={setQuery}
        status={status}
        onStatusChange={setStatus}
        searchRef={searchRef}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {filtered
          ? t('countFiltered', { shown: shown.length, total: rows.length })
          : t('count', { count: rows.length })}
      </p>
      <ActionNotice notice={notice} onDismiss={dismissNotice} />
      {shown.length === 0 ? (
        <NoMatches onClear={clearFilters} />
      ) : (
        <TableRegion regionRef={regionRef} caption={t('tableCaption')} widthClassName="min-w-[52rem]">
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.id}
                aria-busy={row.original.pending ? true : undefined}
                className={cn(
                  'border-b border-border last:border-0',
                  row.original.pending === 'deleting' && 'opacity-60',
                )}
              >
                <SortableRowCells cells={row.getAllCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <DeleteListingDialog
        row={deleteTarget}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={remove}
      />
    </div>
  );
}
