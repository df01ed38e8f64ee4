import { AvatarGallery } from '@/components/templates/gallery/avatar/avatar-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'avatar');

export default async function AvatarPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/avatar');
  return <AvatarGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
