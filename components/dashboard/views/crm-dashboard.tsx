import { MapPin, UserPlus, Users, UsersRound } from 'lucide-react';
import { memberCount, newMembersPerDay } from '@/lib/dashboard/member-figures';
import { conversationCount, newContactsPerDay } from '@/lib/dashboard/message-figures';
import { locationCount, topLocations } from '@/lib/dashboard/offer-figures';
import { ChartCard } from '../chart-card';
import { dashboardKit, totalOf } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { EmptyAction } from '../empty-action';
import { FigureGrid } from '../figure-card';
import { TopLocationsCard } from '../top-locations-card';
import type { DashboardViewProps } from './view-props';

/**
 * `/dashboards/crm`: contacts and members. An admin follows the site's new members; a member the
 * people who got in touch with them. Both see who they talk to and where the offers are.
 */
export async function CrmDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, days, now, t, format } = kit;
  const memberId = scope.memberId;
  const [arrivals, members, conversations, locations, places] = await Promise.all([
    memberId
      ? newContactsPerDay(db, { ...scope, memberId }, days, now)
      : newMembersPerDay(db, scope.siteId, days, now),
    memberId ? null : memberCount(db, scope.siteId),
    conversationCount(db, scope),
    topLocations(db, scope, 8),
    locationCount(db, scope),
  ]);
  const arrivalKey = memberId ? 'contacts' : 'members';
  const figures = [
    {
      label: t(memberId ? 'figure.newContacts' : 'figure.newMembers'),
      value: format.count(totalOf(arrivals)),
      icon: UserPlus,
    },
    { label: t('figure.conversations'), value: format.count(conversations), icon: UsersRound },
    { label: t('figure.locations'), value: format.count(places), icon: MapPin },
  ];
  if (members !== null)
    figures.unshift({ label: t('figure.members'), value: format.count(members), icon: Users });
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('crm.title')} intro={t('crm.intro')} {...kit.header} />
      <FigureGrid figures={figures} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t(memberId ? 'chart.newContactsPerDay' : 'chart.newMembersPerDay')}
          kind="bar"
          categoryLabel={t('column.day')}
          rows={kit.dayRows(arrivals, arrivalKey)}
          series={[{ key: arrivalKey, label: t(`series.${arrivalKey}`) }]}
          empty={
            memberId ? (
              <EmptyAction
                text={t('empty.contacts')}
                href={kit.linkTo('/my-messages')}
                label={kit.openMessages}
              />
            ) : (
              <EmptyAction text={t('empty.members')} />
            )
          }
        />
        <TopLocationsCard
          locations={locations}
          emptyHref={kit.linkTo('/my-items')}
          emptyLabel={kit.openItems}
        />
      </div>
    </div>
  );
}
