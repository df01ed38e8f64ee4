import { MessageSquareText, Package, Receipt, Wallet } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MemberAvatar } from '@/components/account/member-avatar';
import { FigureGrid } from '@/components/dashboard/figure-card';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { findMember } from '@/lib/members/member-directory';
import { findCustomer, reviewCountOf } from '@/lib/shop/sales/customers';
import { ordersOfCustomer } from '@/lib/shop/sales/orders';
import type { PageContext } from '@/lib/site/page-context';
import { BackLink } from './back-link';
import { Card } from './card';
import { OrderStatusBadge } from './order-status-badge';
import { salesKit } from './sales-kit';

/** `/apps/ecommerce/customer/details/{id}`: a member of this site as a customer; anyone else is not found. */
export async function CustomerDetailsPage({ ctx, customerId }: { ctx: PageContext; customerId: string }) {
  const db = getDb();
  const customer = await findCustomer(db, ctx.site.id, customerId);
  if (!customer) notFound();
  const [orders, reviews, member, kit] = await Promise.all([
    ordersOfCustomer(db, ctx.site.id, customer.id),
    reviewCountOf(db, ctx.site.id, customer.id),
    findMember(db, ctx.site.id, customer.id),
    salesKit(),
  ]);
  const { t } = kit;
  return (
    <div className="space-y-6">
      <BackLink href={localePath(ctx.locale, '/apps/ecommerce/customer/list')} label={t('customer.back')} />
      <header className="surface flex flex-wrap items-center gap-4 p-6">
        <MemberAvatar name={customer.name} src={customer.avatarUrl} size="md" />
        <div className="min-w-0 grow space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{customer.name}</h1>
          <p className="break-all text-muted-foreground">{customer.email}</p>
          <p className="text-sm text-muted-foreground">
            {t('customer.memberSince', { date: kit.date(customer.memberSince) })}
          </p>
        </div>
      </header>
      <FigureGrid
        figures={[
          { label: t('customer.figureOrders'), value: kit.count(customer.orders), icon: Receipt },
          {
            label: t('customer.figureSpent'),
            value: kit.money(customer.spent, ctx.site.currency),
            icon: Wallet,
          },
          { label: t('customer.figureReviews'), value: kit.count(reviews), icon: MessageSquareText },
          { label: t('customer.figureListings'), value: kit.count(member?.offers ?? 0), icon: Package },
        ]}
      />
      <Card title={t('customer.orders')}>
        {orders.length === 0 ? (
          <p className="text-muted-foreground">{t('customer.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Link
                  href={localePath(ctx.locale, {
                    pathname: '/apps/ecommerce/order/details/[id]',
                    params: { id: order.id },
                  })}
                  className="font-medium text-primary hover:underline"
                >
                  {t('orders.number', { number: order.number })}
                </Link>
                <time dateTime={order.placedAt} className="text-sm text-muted-foreground">
                  {kit.date(order.placedAt)}
                </time>
                <span className="ms-auto tabular-nums">{kit.money(order.total, order.currency)}</span>
                <OrderStatusBadge status={order.status} label={t(`status.${order.status}`)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
