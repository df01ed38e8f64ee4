import { AlertGallery } from '@/components/templates/gallery/alert/alert-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'alert');

export default async function AlertPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/alert');
  return <AlertGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
