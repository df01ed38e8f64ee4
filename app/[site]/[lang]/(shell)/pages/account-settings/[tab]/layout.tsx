import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountSettingsFrame } from '@/components/account/account-settings-frame';
import { isAccountSettingsTab } from '@/lib/account/tabs';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Params = Promise<{ site: string; lang: string; tab: string }>;

/** Heading and tabs of account settings; guarded here too, so a visitor is redirected before the tab's loading state streams. */
export default async function AccountSettingsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const { tab } = await params;
  if (!isAccountSettingsTab(tab)) notFound();
  const ctx = await pageContext(params as SiteParams);
  await guardPage(ctx, `/pages/account-settings/${tab}`);
  return (
    <AccountSettingsFrame locale={ctx.locale} tab={tab}>
      {children}
    </AccountSettingsFrame>
  );
}
