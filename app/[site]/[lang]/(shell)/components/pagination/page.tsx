import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { PaginationGallery } from '@/components/templates/gallery/pagination/pagination-gallery';
import { pageQuery, pageRequest } from '@/components/templates/gallery/pagination/pagination-request';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type PaginationSearchParams = Promise<{ page?: string | string[]; size?: string | string[] }>;

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'pagination');

export default async function PaginationPage({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: PaginationSearchParams;
}) {
  const ctx = await pageContext(params);
  const request = pageRequest(await searchParams);
  await guardPage(ctx, { pathname: '/components/pagination', query: pageQuery(request.page, request.size) });
  return <PaginationGallery locale={ctx.locale} appName={ctx.site.appName} request={request} />;
}
