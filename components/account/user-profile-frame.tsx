import { MessagesSquare, Package, UserRound, type LucideIcon } from 'lucide-react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { avatarUrl } from '@/lib/account/avatar';
import { accountOverview } from '@/lib/account/repository';
import type { UserProfileTab } from '@/lib/account/tabs';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { USER_PROFILE_TABS } from '@/lib/routing/routes';
import type { PageContext } from '@/lib/site/page-context';
import { getStorage } from '@/lib/storage';
import { ProfileHeader } from './profile-parts';
import { TabLinks } from './tab-links';

const ICONS: Record<UserProfileTab, LucideIcon> = {
  profile: UserRound,
  offers: Package,
  connections: MessagesSquare,
};

/** The member's name, photo and membership above the profile tabs. */
export async function UserProfileFrame({
  ctx,
  userId,
  tab,
  children,
}: {
  ctx: PageContext;
  userId: string;
  tab: UserProfileTab;
  children: ReactNode;
}) {
  const account = await accountOverview(getDb(), userId, ctx.site.id);
  if (!account) notFound();
  const t = await getTranslations('UserProfile');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader
        name={account.name}
        avatarUrl={avatarUrl(getStorage(), account.image)}
        memberSince={account.memberSince}
        locale={ctx.locale}
      />
      <TabLinks
        label={t('tabsLabel')}
        tabs={USER_PROFILE_TABS.map((name) => ({
          href: localePath(ctx.locale, `/pages/user-profile/${name}`),
          label: t(`tab_${name}`),
          icon: ICONS[name],
          current: name === tab,
        }))}
      />
      {children}
    </div>
  );
}
