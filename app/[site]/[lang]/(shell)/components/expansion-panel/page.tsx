import { ExpansionPanelGallery } from '@/components/templates/gallery/expansion-panel/expansion-panel-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) =>
  galleryMetadata(params, 'expansionPanel');

export default async function ExpansionPanelPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/expansion-panel');
  return <ExpansionPanelGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
