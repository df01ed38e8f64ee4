'use client';

import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { ShoppingCart } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { EmptyState, NoFilterMatches } from '@/components/ui/empty-state';
import { SortableRowCells, SortableTableHead } from '@/components/ui/sortable-header-cell';
import {
  DEFAULT_ORDER_LIST_QUERY,
  ORDER_SORTS,
  type OrderListQuery,
  type OrderSort,
} from '@/lib/shop/sales/list-params';
import { ORDER_STATUS_LIST, type OrderStatus } from '@/lib/shop/sales/order-status';
import type { OrderSummary } from '@/lib/shop/sales/orders';
import { isPaymentMethod } from '@/lib/shop/sales/shop-constants';
import { ListPagination } from './list-pagination';
import { ordersColumns, ordersFeatures } from './orders-columns';
import { SearchBox, selectClass } from './search-box';
import { useListNavigation } from './use-list-navigation';
import { TableRegion } from '@/components/ui/table-region';

const rowId = (row: OrderSummary) => row.id;
const isSort = (id: string): id is OrderSort => (ORDER_SORTS as readonly string[]).includes(id);

/** The shop's orders, one page of them: search, status filter, sort and pages live in the URL. */
export function OrdersTable({
  orders,
  total,
  query,
}: {
  orders: OrderSummary[];
  total: number;
  query: OrderListQuery;
}) {
  const t = useTranslations('ShopSales');
  const format = useFormatter();
  const statusId = useId();
  const { navigate, pending } = useListNavigation(
    '/apps/ecommerce/order/list',
    query,
    DEFAULT_ORDER_LIST_QUERY,
  );
  const columns = useMemo(
    () =>
      ordersColumns({
        header: (column) => t(`orders.${column}`),
        number: (number) => t('orders.number', { number }),
        date: (iso) => format.dateTime(new Date(iso), { dateStyle: 'medium' }),
        money: (amount, currency) => format.number(Number(amount), { style: 'currency', currency }),
        payment: (method) => (isPaymentMethod(method) ? t(`payment.${method}`) : method),
        status: (status) => t(`status.${status}`),
      }),
    [t, format],
  );
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === 'desc' }];
  const table = useTable({
    features: ordersFeatures,
    columns,
    data: orders,
    getRowId: rowId,
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next && isSort(next.id)) navigate({ sort: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
  });
  const filtered = Boolean(query.q || query.status);

  return (
    <div className="min-w-0 space-y-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchBox
          current={query.q}
          placeholder={t('orders.searchPlaceholder')}
          onSearch={(q) => navigate({ q })}
        />
        <div className="min-w-0">
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium">
            {t('orders.statusFilter')}
          </label>
          <select
            id={statusId}
            className={selectClass}
            value={query.status ?? ''}
            onChange={(event) => navigate({ status: (event.target.value || null) as OrderStatus | null })}
          >
            <option value="">{t('orders.anyStatus')}</option>
            {ORDER_STATUS_LIST.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {orders.length === 0 ? (
        filtered ? (
          <NoFilterMatches
            text={t('orders.noMatches')}
            clearLabel={t('list.clearFilters')}
            onClear={() => navigate({ q: '', status: null })}
          />
        ) : (
          <EmptyState icon={ShoppingCart} title={t('orders.emptyTitle')} text={t('orders.emptyText')} />
        )
      ) : (
        <TableRegion caption={t('orders.tableCaption')} widthClassName="min-w-[52rem]" pending={pending}>
          <SortableTableHead groups={table.getHeaderGroups()} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-border last:border-0">
                <SortableRowCells cells={row.getAllCells()} />
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {total > 0 ? (
        <ListPagination
          page={query.page}
          size={query.size}
          total={total}
          shown={orders.length}
          onPage={(page) => navigate({ page })}
          onSize={(size) => navigate({ size })}
        />
      ) : null}
    </div>
  );
}
