import { notFound } from 'next/navigation';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { findOrder, type OrderDetails } from '@/lib/shop/sales/orders';
import type { PageContext } from '@/lib/site/page-context';
import { BackLink } from './back-link';
import { Card } from './card';
import { OrderStatusActions } from './order-status-actions';
import { OrderStatusBadge } from './order-status-badge';
import { salesKit, type SalesKit } from './sales-kit';
import { ShopSalesIntl } from './shop-sales-intl';

function OrderLines({ order, kit, locale }: { order: OrderDetails; kit: SalesKit; locale: Locale }) {
  const { t } = kit;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pe-4 text-start font-medium">
              {t('order.product')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('order.quantity')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('order.unitPrice')}
            </th>
            <th scope="col" className="py-2 ps-4 text-end font-medium">
              {t('order.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-border">
              <td className="py-3 pe-4">
                {line.listingId ? (
                  <Link
                    href={localePath(locale, {
                      pathname: '/offer/[offerId]',
                      params: { offerId: line.listingId },
                    })}
                    className="font-medium hover:text-primary hover:underline"
                  >
                    {line.productName}
                  </Link>
                ) : (
                  <span className="font-medium">{line.productName}</span>
                )}
                {line.listingId ? null : (
                  <span className="block text-xs text-muted-foreground">{t('order.offerGone')}</span>
                )}
              </td>
              <td className="px-4 py-3 text-end tabular-nums">{kit.count(line.quantity)}</td>
              <td className="px-4 py-3 text-end tabular-nums whitespace-nowrap">
                {kit.money(line.unitPrice, order.currency)}
              </td>
              <td className="py-3 ps-4 text-end tabular-nums whitespace-nowrap">
                {kit.money(Number(line.unitPrice) * line.quantity, order.currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pe-4 text-end font-semibold">
              {t('order.total')}
            </th>
            <td className="pt-3 ps-4 text-end text-base font-semibold tabular-nums whitespace-nowrap">
              {kit.money(order.total, order.currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Timeline({ order, kit }: { order: OrderDetails; kit: SalesKit }) {
  const { t } = kit;
  return (
    <ol className="space-y-4 border-s border-border ps-5">
      {order.timeline.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden
            className="absolute -start-[1.65rem] top-1 size-2.5 rounded-full bg-primary ring-4 ring-card"
          />
          <p className="font-medium">
            {index === 0 ? t('order.placed') : t('order.movedTo', { status: t(`status.${entry.status}`) })}
          </p>
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.at}>{kit.dateTime(entry.at)}</time>
            {entry.actorName ? ` · ${t('order.by', { name: entry.actorName })}` : null}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** `/apps/ecommerce/order/details/{id}`: one order of this site; another site's id is not found. */
export async function OrderDetailsPage({ ctx, orderId }: { ctx: PageContext; orderId: string }) {
  const order = await findOrder(getDb(), ctx.site.id, orderId);
  if (!order) notFound();
  const kit = await salesKit();
  const { t } = kit;
  return (
    <div className="space-y-6">
      <BackLink href={localePath(ctx.locale, '/apps/ecommerce/order/list')} label={t('order.back')} />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('order.title', { number: order.number })}</h1>
        <OrderStatusBadge status={order.status} label={t(`status.${order.status}`)} />
        <p className="w-full text-muted-foreground">
          {t('order.placedOn', { date: kit.dateTime(order.placedAt) })}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <Card title={t('order.items')}>
            <OrderLines order={order} kit={kit} locale={ctx.locale} />
          </Card>
          <Card title={t('order.actions')} text={t('order.actionsText')}>
            <ShopSalesIntl locale={ctx.locale}>
              <OrderStatusActions orderId={order.id} number={order.number} status={order.status} />
            </ShopSalesIntl>
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title={t('order.customer')}>
            <div className="space-y-1">
              <p className="font-medium">{order.customerName}</p>
              <p className="text-sm break-all text-muted-foreground">{order.customerEmail}</p>
              {order.customerId ? (
                <Link
                  href={localePath(ctx.locale, {
                    pathname: '/apps/ecommerce/customer/details/[id]',
                    params: { id: order.customerId },
                  })}
                  className="inline-block pt-2 text-sm font-medium text-primary hover:underline"
                >
                  {t('order.viewCustomer')}
                </Link>
              ) : (
                <p className="pt-2 text-sm text-muted-foreground">{t('order.guest')}</p>
              )}
            </div>
            <dl className="space-y-3 border-t border-border pt-4 text-sm">
              <div>
                <dt className="font-medium">{t('order.shippingAddress')}</dt>
                <dd className="text-muted-foreground">{order.shippingAddress || t('order.noAddress')}</dd>
              </div>
              <div>
                <dt className="font-medium">{t('order.payment')}</dt>
                <dd className="text-muted-foreground">{kit.payment(order.paymentMethod)}</dd>
              </div>
            </dl>
          </Card>
          <Card title={t('order.timeline')}>
            <Timeline order={order} kit={kit} />
          </Card>
        </div>
      </div>
    </div>
  );
}
