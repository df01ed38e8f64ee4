import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { UserProfileTabContent } from '@/components/account/user-profile-tab';
import { isUserProfileTab } from '@/lib/account/tabs';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Params = Promise<{ site: string; lang: string; tab: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { tab } = await params;
  await pageContext(params as SiteParams);
  const t = await getTranslations('UserProfile');
  return { title: isUserProfileTab(tab) ? `${t(`tab_${tab}`)} · ${t('title')}` : t('title') };
}

/** `/pages/user-profile/{profile,offers,connections}`: the signed-in member as the site's members see them. */
export default async function UserProfilePage({ params }: { params: Params }) {
  const { tab } = await params;
  if (!isUserProfileTab(tab)) notFound();
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, `/pages/user-profile/${tab}`);
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  return <UserProfileTabContent ctx={ctx} viewer={viewer} tab={tab} />;
}
