import { getTranslations } from 'next-intl/server';
import { SquarePlus } from 'lucide-react';
import { ComingNext } from '@/components/dashboard/coming-next';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  return { title: ctx.site.copy[ctx.locale].addNew };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/add-new');
  const t = await getTranslations('Placeholder');
  return <ComingNext title={ctx.site.copy[ctx.locale].addNew} text={t('addNewText')} icon={<SquarePlus aria-hidden className="size-7" />} />;
}
