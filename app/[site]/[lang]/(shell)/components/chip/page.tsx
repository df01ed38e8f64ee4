import { ChipGallery } from '@/components/templates/gallery/chip/chip-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'chip');

export default async function ChipPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/chip');
  return <ChipGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
