import { ArrowLeft } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { abilityFrom } from '@/lib/auth/abilities';
import { grantsOf } from '@/lib/auth/permission-registry';
import { sitePermissions } from '@/lib/auth/site-permissions';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import { auditTrailOf } from '@/lib/members/audit-log';
import { findMember, offersOfMember } from '@/lib/members/member-directory';
import type { PageContext } from '@/lib/site/page-context';
import { AuditTrail } from './audit-trail';
import { MemberAccess } from './member-access-card';
import { MemberAvatar } from '@/components/account/member-avatar';
import { MemberStatusBadge } from './member-badges';
import { MemberOffers } from './member-offers';
import { MembersIntl } from './members-intl';
import { MembershipForm } from './membership-form';

function Card({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <section className="surface space-y-4 p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** `/apps/user/view/{id}`: one member of this site; anyone who is not one is not found. */
export async function MemberViewPage({
  ctx,
  viewer,
  memberId,
}: {
  ctx: PageContext;
  viewer: Extract<Viewer, { kind: 'member' }>;
  memberId: string;
}) {
  const db = getDb();
  const member = await findMember(db, ctx.site.id, memberId);
  if (!member) notFound();
  const [offers, audit, mapping] = await Promise.all([
    offersOfMember(db, ctx.site.id, member.id),
    auditTrailOf(db, ctx.site.id, member.id),
    sitePermissions(db, ctx.site.id),
  ]);
  const t = await getTranslations('Members');
  const ta = await getTranslations('Audit');
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const isAdmin = abilityFrom(viewer.abilityRules).can('manage', 'all');
  const self = member.id === viewer.userId;
  const suspended = member.suspendedAt !== null;
  const adminLock = self && member.roles.includes('admin') ? 'ownAdminRole' : isAdmin ? null : 'adminOnly';
  return (
    <div className="space-y-6">
      <Link
        href={localePath(ctx.locale, '/apps/user/list')}
        className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('back')}
      </Link>
      <header className="surface flex flex-wrap items-center gap-4 p-6">
        <MemberAvatar name={member.name} src={member.avatarUrl} size="md" />
        <div className="min-w-0 grow space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">
            {member.name}
            {self ? (
              <span className="ms-2 text-base font-normal text-muted-foreground">({t('you')})</span>
            ) : null}
          </h1>
          <p className="break-all text-muted-foreground">{member.email}</p>
          <p className="text-sm text-muted-foreground">
            {t('memberSince', { date: date(member.memberSince) })} ·{' '}
            {t('offersCount', { count: member.offers })}
          </p>
        </div>
        <MemberStatusBadge
          suspended={suspended}
          label={t(suspended ? 'status_suspended' : 'status_active')}
        />
      </header>
      <MembersIntl locale={ctx.locale}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card title={t('membership')} text={t('membershipText')}>
            <MembershipForm
              memberId={member.id}
              initial={{ roles: member.roles, scopes: member.scopes }}
              grants={grantsOf(mapping)}
              adminLock={adminLock}
            />
          </Card>
          <div className="space-y-6">
            <Card title={t('access')}>
              <MemberAccess
                memberId={member.id}
                name={member.name}
                suspendedOn={member.suspendedAt ? date(member.suspendedAt) : null}
                self={self}
              />
            </Card>
            <Card title={t('offers')}>
              <MemberOffers offers={offers} locale={ctx.locale} canEdit={isAdmin} />
            </Card>
          </div>
        </div>
      </MembersIntl>
      <Card title={ta('title')} text={ta('text')}>
        <AuditTrail rows={audit} empty={ta('empty')} />
      </Card>
    </div>
  );
}
