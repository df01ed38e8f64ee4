import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SettingsPage } from '@/components/shop/sales/settings-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ShopSales'))('settings.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/ecommerce/settings');
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  return <SettingsPage ctx={ctx} />;
}
