import { getTranslations } from 'next-intl/server';
import { ComingSoonPage } from '@/components/templates/misc/coming-soon-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('MiscPages.comingSoon'))('metaTitle') };
}

/** docs/templates.md: `/pages/misc/coming-soon`, public and blank. */
export default async function ComingSoonRoute({ params }: { params: SiteParams }) {
  return <ComingSoonPage {...await pageContext(params)} />;
}
