import { getTranslations } from 'next-intl/server';
import { UnderMaintenancePage } from '@/components/templates/misc/under-maintenance-page';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('MiscPages.maintenance'))('title') };
}

/** docs/templates.md: `/pages/misc/under-maintenance`, public and blank, answered with 200. */
export default async function UnderMaintenanceRoute({ params }: { params: SiteParams }) {
  return <UnderMaintenancePage {...await pageContext(params)} />;
}
