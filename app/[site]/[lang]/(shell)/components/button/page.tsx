import { ButtonGallery } from '@/components/templates/gallery/button/button-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'button');

export default async function ButtonPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/button');
  return <ButtonGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
