import { DialogGallery } from '@/components/templates/gallery/dialog/dialog-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'dialog');

export default async function DialogPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/dialog');
  return <DialogGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
