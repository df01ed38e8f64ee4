import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MembersListPage } from '@/components/members/members-list-page';
import { guardPage } from '@/lib/auth/guard';
import { parseMemberListQuery } from '@/lib/members/member-list-query';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Members'))('title') };
}

export default async function MembersPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: SearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/user/list');
  // guardPage has already sent everyone else to the login or not-authorized page.
  if (viewer.kind !== 'member') notFound();
  return <MembersListPage ctx={ctx} viewer={viewer} query={parseMemberListQuery(await searchParams)} />;
}
