import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderListPage } from '@/components/shop/sales/order-list-page';
import { guardPage } from '@/lib/auth/guard';
import { parseOrderListQuery } from '@/lib/shop/sales/list-query';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopSales'))('orders.title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/ecommerce/order/list');
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  return <OrderListPage ctx={ctx} query={parseOrderListQuery(await searchParams)} />;
}
