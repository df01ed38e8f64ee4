import { getTranslations } from 'next-intl/server';
import { PermissionsPage } from '@/components/members/permissions-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('Permissions'))('title') };
}

export default async function Page({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/apps/permissions');
  return <PermissionsPage ctx={ctx} />;
}
