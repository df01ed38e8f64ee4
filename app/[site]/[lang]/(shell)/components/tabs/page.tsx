import { TabsGallery } from '@/components/templates/gallery/tabs/tabs-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'tabs');

export default async function TabsPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/tabs');
  return <TabsGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
