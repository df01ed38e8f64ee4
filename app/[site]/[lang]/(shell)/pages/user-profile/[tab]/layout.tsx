import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { UserProfileFrame } from '@/components/account/user-profile-frame';
import { isUserProfileTab } from '@/lib/account/tabs';
import { guardPage } from '@/lib/auth/guard';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

type Params = Promise<{ site: string; lang: string; tab: string }>;

/** The member's header and the profile tabs; guarded here too, so a visitor is redirected before the tab's loading state streams. */
export default async function UserProfileLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const { tab } = await params;
  if (!isUserProfileTab(tab)) notFound();
  const ctx = await pageContext(params as SiteParams);
  const viewer = await guardPage(ctx, `/pages/user-profile/${tab}`);
  if (viewer.kind !== 'member') notFound();
  return (
    <UserProfileFrame ctx={ctx} userId={viewer.userId} tab={tab}>
      {children}
    </UserProfileFrame>
  );
}
