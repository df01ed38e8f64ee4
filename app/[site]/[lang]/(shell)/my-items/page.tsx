import { getTranslations } from 'next-intl/server';
import { List } from 'lucide-react';
import { ComingNext } from '@/components/dashboard/coming-next';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: ctx.site.copy[ctx.locale].myItems };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/my-items');
  const t = await getTranslations('Placeholder');
  return <ComingNext title={ctx.site.copy[ctx.locale].myItems} text={t('myItemsText')} icon={<List aria-hidden className="size-7" />} />;
}
