import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { sortableFeatures } from '@/components/ui/sortable-header-cell';
import { Link } from '@/lib/i18n/navigation';
import type { OrderSummary } from '@/lib/shop/sales/orders';
import type { OrderStatus } from '@/lib/shop/sales/order-status';
import { OrderStatusBadge } from './order-status-badge';

/** The server sorts and pages (the list's URL): the table only keeps the sort state and draws it. */
export const ordersFeatures = tableFeatures({ ...sortableFeatures });

const helper = createColumnHelper<typeof ordersFeatures, OrderSummary>();

export interface OrderColumnLabels {
  header: (
    column: 'colNumber' | 'colDate' | 'colCustomer' | 'colTotal' | 'colPayment' | 'colStatus',
  ) => string;
  number: (number: number) => string;
  date: (iso: string) => string;
  money: (amount: string, currency: string) => string;
  payment: (method: string) => string;
  status: (status: OrderStatus) => string;
}

/** The columns in the viewer's language; ids are the list's sort keys (`number`, `date`, `customer`, `total`). */
export function ordersColumns(labels: OrderColumnLabels) {
  return helper.columns([
    helper.accessor('number', {
      id: 'number',
      header: () => labels.header('colNumber'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <Link
          href={{ pathname: '/apps/ecommerce/order/details/[id]', params: { id: row.original.id } }}
          className="font-medium text-primary hover:underline"
        >
          {labels.number(row.original.number)}
        </Link>
      ),
    }),
    helper.accessor('placedAt', {
      id: 'date',
      header: () => labels.header('colDate'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <time dateTime={row.original.placedAt} suppressHydrationWarning className="whitespace-nowrap">
          {labels.date(row.original.placedAt)}
        </time>
      ),
    }),
    helper.accessor('customerName', {
      id: 'customer',
      header: () => labels.header('colCustomer'),
      meta: { className: 'min-w-48' },
      cell: ({ row }) => (
        <span className="block min-w-0">
          <span className="block font-medium">{row.original.customerName}</span>
          <span className="block text-xs break-all text-muted-foreground">{row.original.customerEmail}</span>
        </span>
      ),
    }),
    helper.accessor('total', {
      id: 'total',
      header: () => labels.header('colTotal'),
      sortDescFirst: true,
      meta: { className: 'text-end' },
      cell: ({ row }) => (
        <span suppressHydrationWarning className="whitespace-nowrap tabular-nums">
          {labels.money(row.original.total, row.original.currency)}
        </span>
      ),
    }),
    helper.accessor('paymentMethod', {
      header: () => labels.header('colPayment'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{labels.payment(row.original.paymentMethod)}</span>
      ),
    }),
    helper.accessor('status', {
      header: () => labels.header('colStatus'),
      enableSorting: false,
      cell: ({ row }) => (
        <OrderStatusBadge status={row.original.status} label={labels.status(row.original.status)} />
      ),
    }),
  ]);
}
