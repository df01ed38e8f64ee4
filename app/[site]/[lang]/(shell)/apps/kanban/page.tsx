import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { KanbanApp } from '@/components/kanban/kanban-app';
import { guardPage } from '@/lib/auth/guard';
import { kanbanPageData } from '@/lib/kanban/page-data';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type KanbanSearchParams = Promise<{ board?: string | string[] }>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Kanban'))('title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: KanbanSearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/apps/kanban');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  const { board } = await searchParams;
  const data = await kanbanPageData({ siteId: ctx.site.id, ownerId: viewer.userId }, board);
  return <KanbanApp {...data} />;
}
