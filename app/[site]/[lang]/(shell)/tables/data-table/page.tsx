import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DataTablePage } from '@/components/templates/tables/data-table-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { parseOfferTableQuery } from '@/lib/templates/tables/offer-table-params';

type DataTableSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('TablesGallery'))('dataTable.title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: DataTableSearchParams;
}) {
  const ctx = await pageContext(params);
  const viewer = await guardPage(ctx, '/tables/data-table');
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  return <DataTablePage ctx={ctx} viewer={viewer} query={parseOfferTableQuery(await searchParams)} />;
}
