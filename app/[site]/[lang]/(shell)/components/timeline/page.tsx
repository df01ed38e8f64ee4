import { TimelineGallery } from '@/components/templates/gallery/timeline/timeline-gallery';
import { galleryMetadata } from '@/components/templates/gallery/gallery-pages';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export const generateMetadata = ({ params }: { params: SiteParams }) => galleryMetadata(params, 'timeline');

export default async function TimelinePage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/components/timeline');
  return <TimelineGallery locale={ctx.locale} appName={ctx.site.appName} />;
}
