import { ProgressCircularGallery } from '@/components/templates/gallery/progress-circular/progress-circular-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) =>
  galleryMetadata(params, 'progressCircular');

export default async function ProgressCircularPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/progress-circular');
  return <ProgressCircularGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
