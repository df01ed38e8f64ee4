import { getTranslations } from 'next-intl/server';
import { MessageSquare } from 'lucide-react';
import { ComingNext } from '@/components/dashboard/coming-next';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Nav'))('myMessages') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/my-messages');
  const t = await getTranslations('Placeholder');
  return <ComingNext title={(await getTranslations('Nav'))('myMessages')} text={t('myMessagesText')} icon={<MessageSquare aria-hidden className="size-7" />} />;
}
