import { Ban, Clock, Receipt, Wallet } from 'lucide-react';
import { FigureGrid } from '@/components/dashboard/figure-card';
import { getDb } from '@/lib/db/client';
import type { OrderListQuery } from '@/lib/shop/sales/list-params';
import { listOrders, orderFigures } from '@/lib/shop/sales/orders';
import type { PageContext } from '@/lib/site/page-context';
import { OrdersTable } from './orders-table';
import { PageHeader } from './page-header';
import { salesKit } from './sales-kit';
import { ShopSalesIntl } from './shop-sales-intl';

/** `/apps/ecommerce/order/list`: the figures of every order, then one page of them as the URL asks. */
export async function OrderListPage({ ctx, query }: { ctx: PageContext; query: OrderListQuery }) {
  const db = getDb();
  const [{ orders, total }, figures, kit] = await Promise.all([
    listOrders(db, ctx.site.id, query),
    orderFigures(db, ctx.site.id),
    salesKit(),
  ]);
  const { t } = kit;
  return (
    <div className="space-y-6">
      <PageHeader title={t('orders.title')} text={t('orders.subtitle')} />
      <FigureGrid
        figures={[
          { label: t('orders.figureOrders'), value: kit.count(figures.orders), icon: Receipt },
          {
            label: t('orders.figureRevenue'),
            value: kit.money(figures.revenue, ctx.site.currency),
            hint: t('orders.figureRevenueHint'),
            icon: Wallet,
          },
          { label: t('orders.figurePending'), value: kit.count(figures.pending), icon: Clock },
          { label: t('orders.figureCancelled'), value: kit.count(figures.cancelled), icon: Ban },
        ]}
      />
      <ShopSalesIntl locale={ctx.locale}>
        <OrdersTable orders={orders} total={total} query={query} />
      </ShopSalesIntl>
    </div>
  );
}
