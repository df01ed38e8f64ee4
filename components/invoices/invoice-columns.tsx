import {
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { invoiceFormat } from '@/lib/invoices/invoice-format';
import type { InvoiceListRow } from '@/lib/invoices/invoice-row';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { InvoiceRowActions } from './invoice-row-actions';
import { InvoiceStatusBadge } from './invoice-status-badge';
import type { InvoiceAction } from './use-invoice-actions';

interface InvoiceTableMeta {
  busyId: string | null;
  onAction: (action: InvoiceAction, row: InvoiceListRow) => void;
}

export const invoiceTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
  tableMeta: metaHelper<InvoiceTableMeta>(),
  columnMeta: metaHelper<{ className?: string }>(),
});

const helper = createColumnHelper<typeof invoiceTableFeatures, InvoiceListRow>();

type LabelKey = 'colNumber' | 'colBuyer' | 'colIssued' | 'colDue' | 'colTotal' | 'colStatus' | 'colActions';

function ColumnLabel({ labelKey, hidden = false }: { labelKey: LabelKey; hidden?: boolean }) {
  const t = useTranslations('Invoice');
  return <span className={hidden ? 'sr-only' : undefined}>{t(labelKey)}</span>;
}

/**
 * The list's columns in the viewer's language. Built once per language: new definitions would
 * remount every cell. Formatted text may differ between server and browser ICU data, so the
 * server's text is kept (suppressHydrationWarning).
 */
export function invoiceColumns(locale: Locale) {
  const format = invoiceFormat(locale);
  const collator = new Intl.Collator(LANGUAGE_TAG[locale], { sensitivity: 'base', numeric: true });
  return helper.columns([
    helper.accessor('sequence', {
      id: 'number',
      header: () => <ColumnLabel labelKey="colNumber" />,
      sortFn: 'basic',
      sortDescFirst: true,
      cell: ({ row }) => (
        <Link
          href={row.original.previewHref}
          className="font-medium whitespace-nowrap tabular-nums hover:text-primary hover:underline"
        >
          {row.original.number}
        </Link>
      ),
    }),
    helper.accessor('buyerName', {
      header: () => <ColumnLabel labelKey="colBuyer" />,
      sortFn: (a, b) => collator.compare(a.original.buyerName, b.original.buyerName),
      meta: { className: 'min-w-48' },
      cell: ({ row }) => (
        <div className="min-w-0">
          <p className="font-medium">{row.original.buyerName}</p>
          {row.original.offerName ? (
            <p className="truncate text-xs text-muted-foreground">{row.original.offerName}</p>
          ) : null}
        </div>
      ),
    }),
    helper.accessor('issuedOn', {
      header: () => <ColumnLabel labelKey="colIssued" />,
      // ISO dates compare correctly as text.
      sortFn: 'basic',
      sortDescFirst: true,
      cell: ({ row }) => (
        <time dateTime={row.original.issuedOn} suppressHydrationWarning className="whitespace-nowrap">
          {format.day(row.original.issuedOn)}
        </time>
      ),
    }),
    helper.accessor('dueOn', {
      header: () => <ColumnLabel labelKey="colDue" />,
      sortFn: 'basic',
      cell: ({ row }) => (
        <time
          dateTime={row.original.dueOn}
          suppressHydrationWarning
          className="whitespace-nowrap text-muted-foreground"
        >
          {format.day(row.original.dueOn)}
        </time>
      ),
    }),
    helper.accessor((row) => Number(row.total), {
      id: 'total',
      header: () => <ColumnLabel labelKey="colTotal" />,
      sortFn: 'basic',
      sortDescFirst: true,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        <span suppressHydrationWarning className="whitespace-nowrap tabular-nums">
          {format.money(row.original.total, row.original.currency)}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: () => <ColumnLabel labelKey="colStatus" />,
      sortFn: 'basic',
      cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <ColumnLabel labelKey="colActions" hidden />,
      meta: { className: 'w-14 text-end' },
      cell: ({ row, table }) =>
        table.options.meta ? (
          <InvoiceRowActions
            row={row.original}
            busy={table.options.meta.busyId === row.original.id}
            onAction={table.options.meta.onAction}
          />
        ) : null,
    }),
  ]);
}
