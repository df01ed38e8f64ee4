import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderDetailsPage } from '@/components/shop/sales/order-details-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('ShopSales'))('orders.title') };
}

/** One order of this site, for those who manage the shop; another site's id is not found. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, { pathname: '/apps/ecommerce/order/details/[id]', params: { id } });
  if (viewer.kind !== 'member') notFound();
  return <OrderDetailsPage ctx={ctx} orderId={id} />;
}
