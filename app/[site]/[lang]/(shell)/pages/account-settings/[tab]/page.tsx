import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountSettingsTabContent } from '@/components/account/account-settings-tab';
import { isAccountSettingsTab } from '@/lib/account/tabs';
import { firstParam, type AuthSearchParams } from '@/lib/auth/auth-page';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Params = Promise<{ site: string; lang: string; tab: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { tab } = await params;
  await pageContext(params as SiteParams);
  const t = await getTranslations('AccountSettings');
  return { title: isAccountSettingsTab(tab) ? `${t(`tab_${tab}`)} · ${t('title')}` : t('title') };
}

/** `/pages/account-settings/{account,security,notifications,connections,billing}`: the member's own settings. */
export default async function AccountSettingsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: AuthSearchParams;
}) {
  const { tab } = await params;
  if (!isAccountSettingsTab(tab)) notFound();
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, `/pages/account-settings/${tab}`);
  // guardPage has already sent visitors who are not signed in to the login page.
  if (viewer.kind !== 'member') notFound();
  // Google sends the member back here with `?error=google` when linking failed.
  const googleFailed = firstParam((await searchParams).error) === 'google';
  return <AccountSettingsTabContent ctx={ctx} viewer={viewer} tab={tab} googleFailed={googleFailed} />;
}
