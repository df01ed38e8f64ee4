'use client';

import { useTable, type SortingState } from '@tanstack/react-table';
import { AlertDialog } from 'radix-ui';
import { FileText, Plus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import type { InvoiceListRow } from '@/lib/invoices/invoice-row';
import type { Locale } from '@/lib/i18n/locales';
import { invoiceColumns, invoiceTableFeatures } from './invoice-columns';
import { InvoiceFilters, type InvoiceFilter } from './invoice-filters';
import { InvoiceNotice } from './invoice-notice';
import { invoiceActionsId } from './invoice-row-actions';
import { InvoiceSummary } from './invoice-summary';
import { useInvoiceActions } from './use-invoice-actions';
import { TableRegion } from '@/components/ui/table-region';

interface InvoiceListTableProps {
  rows: InvoiceListRow[];
  locale: Locale;
  addHref: string;
}

const NEWEST_FIRST: SortingState = [{ id: 'number', desc: true }];
const rowId = (row: InvoiceListRow) => row.id;

function matches(row: InvoiceListRow, query: string, status: InvoiceFilter): boolean {
  if (status !== 'all' && row.status !== status) return false;
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [row.number, row.buyerName, row.offerName ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** The member's invoices: search, status filter, sortable columns, totals of what is shown, row actions. */
export function InvoiceListTable({ rows, locale, addHref }: InvoiceListTableProps) {
  const t = useTranslations('Invoice');
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<InvoiceFilter>('all');
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  // The target stays while the dialog closes, so focus can go back to its row.
  const [deleteTarget, setDeleteTarget] = useState<InvoiceListRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const actions = useInvoiceActions();

  const shown = useMemo(() => rows.filter((row) => matches(row, query, status)), [rows, query, status]);
  const columns = useMemo(() => invoiceColumns(locale), [locale]);
  const table = useTable({
    features: invoiceTableFeatures,
    columns,
    data: shown,
    getRowId: rowId,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    enableMultiSort: false,
    meta: {
      busyId: actions.busyId,
      onAction: (action, row) => {
        if (action !== 'delete') return void actions.run(action, row);
        setDeleteTarget(row);
        setDeleteOpen(true);
      },
    },
  });

  if (rows.length === 0) {
    return (
      <EmptyState icon={FileText} title={t('emptyTitle')} text={t('emptyText')}>
        <Link href={addHref} className={buttonVariants({ className: 'mt-2' })}>
          <Plus aria-hidden className="size-4" />
          {t('newInvoice')}
        </Link>
      </EmptyState>
    );
  }

  const filtered = shown.length !== rows.length || query.trim() !== '' || status !== 'all';
  const clearFilters = () => {
    setQuery('');
    setStatus('all');
    searchRef.current?.focus();
  };

  return (
    <div className="min-w-0 space-y-4">
      <InvoiceFilters
        query={query}
        onQueryChange={setQuery}
        status={status}
        onStatusChange={setStatus}
        searchRef={searchRef}
      />
      <InvoiceSummary rows={shown} />
      <p role="status" className="text-sm text-muted-foreground">
        {filtered
          ? t('countFiltered', { shown: shown.length, total: rows.length })
          : t('count', { count: rows.length })}
      </p>
      <InvoiceNotice notice={actions.notice} onDismiss={actions.dismiss} />
      {shown.length === 0 ? (
        <NoFilterMatches text={t('noMatches')} clearLabel={t('clearFilters')} onClear={clearFilters} />
      ) : (
        <TableRegion caption={t('tableCaption')} widthClassName="min-w-[52rem]">
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                aria-busy={actions.busyId === row.id || undefined}
                className="border-b border-border last:border-0"
              >
                <SortableRowCells cells={row.getAllCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      <AlertDialog.Root open={deleteOpen && deleteTarget !== null} onOpenChange={setDeleteOpen}>
        <ConfirmDialogContent
          title={t('deleteTitle', { number: deleteTarget?.number ?? '' })}
          description={t('deleteText')}
          cancelLabel={t('cancel')}
          confirmLabel={t('delete')}
          onConfirm={() => {
            if (deleteTarget) void actions.run('delete', deleteTarget);
          }}
          onCloseAutoFocus={(event) => {
            // After a deletion the row is gone: focus goes to the search, else back to the row's menu.
            const trigger = deleteTarget ? document.getElementById(invoiceActionsId(deleteTarget.id)) : null;
            event.preventDefault();
            (trigger ?? searchRef.current)?.focus();
          }}
        />
      </AlertDialog.Root>
    </div>
  );
}
