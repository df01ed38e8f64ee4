import { TooltipGallery } from '@/components/templates/gallery/tooltip/tooltip-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'tooltip');

export default async function TooltipPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/tooltip');
  return <TooltipGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
