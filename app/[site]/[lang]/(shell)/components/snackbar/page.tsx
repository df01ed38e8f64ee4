import { SnackbarGallery } from '@/components/templates/gallery/snackbar/snackbar-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'snackbar');

export default async function SnackbarPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/snackbar');
  return <SnackbarGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
