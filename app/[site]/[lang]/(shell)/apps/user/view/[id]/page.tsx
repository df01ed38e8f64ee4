import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MemberViewPage } from '@/components/members/member-view-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Props = { params: Promise<{ site: string; lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  await pageContext(params as SiteParams);
  return { title: (await getTranslations('Members'))('title') };
}

/** A member of this site, for those who manage members; anyone else's id is not found. */
export default async function MemberPage({ params }: Props) {
  const { id } = await params;
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, { pathname: '/apps/user/view/[id]', params: { id } });
  if (viewer.kind !== 'member') notFound();
  return <MemberViewPage ctx={ctx} viewer={viewer} memberId={id} />;
}
