import { getTranslations } from 'next-intl/server';
import { TypographyPage } from '@/components/templates/typography/typography-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  await pageContext(params);
  return { title: (await getTranslations('TypographyPage'))('title') };
}

/** docs/templates.md: `/pages/typography`, for signed-in members. */
export default async function TypographyRoute({ params }: { params: SiteParams }) {
  const ctx = await pageContext(params);
  await guardPage(ctx, '/pages/typography');
  return <TypographyPage {...ctx} />;
}
