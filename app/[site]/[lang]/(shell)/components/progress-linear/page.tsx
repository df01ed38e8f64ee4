import { ProgressLinearGallery } from '@/components/templates/gallery/progress-linear/progress-linear-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) =>
  galleryMetadata(params, 'progressLinear');

export default async function ProgressLinearPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/progress-linear');
  return <ProgressLinearGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
