import { getTranslations } from 'next-intl/server';
import { SwiperPage } from '@/components/templates/extensions/swiper-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('ExtensionsGallery'))('swiper.title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/extensions/swiper');
  return <SwiperPage ctx={ctx} />;
}
