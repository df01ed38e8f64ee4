import { CalendarDays, MessagesSquare, Package, PenLine } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OfferGrid } from '@/components/search/offer-grid';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { PublicProfile } from '@/lib/account/public-profile';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/offers/offer-format';
import { MemberAvatar } from './member-avatar';
import { SectionCard } from './section-card';

/*
 * The parts of a member's profile as the site's members see it. The user profile pages show the
 * signed-in member's own; an admin's view of a member can show the same parts for anyone.
 */

/** A next step an empty part offers the person looking at it (their own profile), if any. */
export interface ProfileAction {
  href: string;
  label: string;
}

export async function ProfileHeader({
  name,
  avatarUrl,
  memberSince,
  locale,
}: Pick<PublicProfile, 'name' | 'avatarUrl' | 'memberSince'> & { locale: Locale }) {
  const t = await getTranslations('UserProfile');
  return (
    <div className="surface flex flex-wrap items-center gap-5 p-6">
      <MemberAvatar name={name} src={avatarUrl} size="lg" />
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words">{name}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          {t('memberSince', { date: formatDate(locale, memberSince.toISOString()) })}
        </p>
      </div>
    </div>
  );
}

export async function ProfileAbout({
  profile,
  editAction,
}: {
  profile: PublicProfile;
  editAction?: ProfileAction;
}) {
  const t = await getTranslations('UserProfile');
  const stats = [
    { icon: Package, label: t('statOffers', { count: profile.offers.length }) },
    { icon: MessagesSquare, label: t('statPeople', { count: profile.counterparts.length }) },
  ];
  return (
    <div className="space-y-6">
      <SectionCard id="profile-about" title={t('aboutTitle')}>
        {profile.about ? (
          <p dir="auto" className="whitespace-pre-line">
            {profile.about}
          </p>
        ) : (
          <div className="space-y-3">
            <p className="text-muted-foreground">{t('aboutEmpty')}</p>
            {editAction ? (
              <Link href={editAction.href} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <PenLine aria-hidden className="size-4" />
                {editAction.label}
              </Link>
            ) : null}
          </div>
        )}
      </SectionCard>
      <ul className="grid gap-4 sm:grid-cols-2">
        {stats.map(({ icon: Icon, label }) => (
          <li key={label} className="surface flex items-center gap-3 p-4">
            <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="font-medium">{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function ProfileOffers({
  offers,
  locale,
  emptyAction,
}: {
  offers: PublicProfile['offers'];
  locale: Locale;
  emptyAction?: ProfileAction;
}) {
  const t = await getTranslations('UserProfile');
  if (!offers.length)
    return (
      <EmptyState
        icon={Package}
        title={t('offersEmptyTitle')}
        text={emptyAction ? t('offersEmptyText') : t('offersEmptyTextOther')}
      >
        {emptyAction ? (
          <Link href={emptyAction.href} className={buttonVariants()}>
            {emptyAction.label}
          </Link>
        ) : null}
      </EmptyState>
    );
  return (
    <section aria-labelledby="profile-offers" className="space-y-4">
      <h2 id="profile-offers" className="text-lg font-semibold">
        {t('offersTitle', { count: offers.length })}
      </h2>
      <OfferGrid offers={offers} locale={locale} />
    </section>
  );
}

export async function ProfileConnections({
  counterparts,
  emptyAction,
}: {
  counterparts: PublicProfile['counterparts'];
  emptyAction?: ProfileAction;
}) {
  const t = await getTranslations('UserProfile');
  if (!counterparts.length)
    return (
      <EmptyState icon={MessagesSquare} title={t('peopleEmptyTitle')} text={t('peopleEmptyText')}>
        {emptyAction ? (
          <Link href={emptyAction.href} className={buttonVariants({ variant: 'outline' })}>
            {emptyAction.label}
          </Link>
        ) : null}
      </EmptyState>
    );
  return (
    <SectionCard
      id="profile-people"
      title={t('peopleTitle', { count: counterparts.length })}
      description={t('peopleText')}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {counterparts.map((name) => (
          <li key={name} className="flex items-center gap-3 rounded-md border border-border p-3">
            <MemberAvatar name={name} src={null} size="sm" />
            <span dir="auto" className="min-w-0 truncate font-medium">
              {name}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
