import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { publicProfile } from '@/lib/account/public-profile';
import type { UserProfileTab } from '@/lib/account/tabs';
import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';
import { getStorage } from '@/lib/storage';
import { ProfileAbout, ProfileConnections, ProfileOffers } from './profile-parts';

type Member = Extract<Viewer, { kind: 'member' }>;

/** One tab of the signed-in member's own profile, with next steps where a part is still empty. */
export async function UserProfileTabContent({
  ctx,
  viewer,
  tab,
}: {
  ctx: PageContext;
  viewer: Member;
  tab: UserProfileTab;
}) {
  const profile = await publicProfile(getDb(), getStorage(), ctx.site, viewer.userId);
  if (!profile) notFound();
  const t = await getTranslations('UserProfile');
  const ability = abilityFrom(viewer.abilityRules);
  if (tab === 'profile')
    return (
      <ProfileAbout
        profile={profile}
        editAction={{
          href: localePath(ctx.locale, '/pages/account-settings/account'),
          label: t('aboutEdit'),
        }}
      />
    );
  if (tab === 'offers') {
    const wording = await siteWording(ctx.site, ctx.locale);
    return (
      <ProfileOffers
        offers={profile.offers}
        locale={ctx.locale}
        emptyAction={
          ability.can('create', 'Listing')
            ? { href: localePath(ctx.locale, '/add-new'), label: wording.addNew }
            : undefined
        }
      />
    );
  }
  return (
    <ProfileConnections
      counterparts={profile.counterparts}
      emptyAction={
        ability.can('manage', 'Message')
          ? { href: localePath(ctx.locale, '/my-messages'), label: t('peopleEmptyAction') }
          : undefined
      }
    />
  );
}
