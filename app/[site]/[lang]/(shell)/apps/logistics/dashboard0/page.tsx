import { getTranslations } from 'next-intl/server';
import { PlaceholderDashboard } from '@/components/dashboard/placeholder-dashboard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Dashboard'))('title') };
}

export default async function DashboardPage({ params }: { params: SiteParams }) {
  const { site } = await pageContext(params);
  return <PlaceholderDashboard site={site} title={(await getTranslations('Dashboard'))('title')} />;
}
