import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerDetailsPage } from '@/components/shop/sales/customer-details-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('ShopSales'))('customers.title') };
}

/** A member of this site as a customer, for those who manage the shop; anyone else is not found. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, { pathname: '/apps/ecommerce/customer/details/[id]', params: { id } });
  if (viewer.kind !== 'member') notFound();
  return <CustomerDetailsPage ctx={ctx} customerId={id} />;
}
