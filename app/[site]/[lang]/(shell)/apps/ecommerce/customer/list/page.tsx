import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerListPage } from '@/components/shop/sales/customer-list-page';
import { guardPage } from '@/lib/auth/guard';
import { parseCustomerListQuery } from '@/lib/shop/sales/list-query';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopSales'))('customers.title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/ecommerce/customer/list');
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  return <CustomerListPage ctx={ctx} query={parseCustomerListQuery(await searchParams)} />;
}
