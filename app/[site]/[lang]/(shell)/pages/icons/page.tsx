import { getTranslations } from 'next-intl/server';
import { IconsPage } from '@/components/templates/icons/icons-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('IconsPage'))('title') };
}

/** docs/templates.md: `/pages/icons`, for signed-in members. */
export default async function IconsRoute({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/pages/icons');
  return <IconsPage {...ctx} />;
}
