import { MenuGallery } from '@/components/templates/gallery/menu/menu-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'menu');

export default async function MenuPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/menu');
  return <MenuGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
