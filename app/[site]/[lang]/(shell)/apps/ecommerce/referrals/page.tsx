import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ReferralsPage } from '@/components/shop/sales/referrals-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopSales'))('referrals.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/ecommerce/referrals');
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  return <ReferralsPage ctx={ctx} />;
}
