import { getTranslations } from 'next-intl/server';
import { RolesOverview } from '@/components/members/roles-overview';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Roles'))('title') };
}

export default async function RolesPage({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/apps/roles');
  return <RolesOverview ctx={ctx} />;
}
