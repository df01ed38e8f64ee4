import { BadgeGallery } from '@/components/templates/gallery/badge/badge-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'badge');

export default async function BadgePage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/badge');
  return <BadgeGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
