import { CalendarClock, Eye, MessageSquare, Package, Video } from 'lucide-react';
import { callFigures } from '@/lib/dashboard/call-figures';
import { memberTrial } from '@/lib/dashboard/member-figures';
import { messageCounts, messagesPerDay } from '@/lib/dashboard/message-figures';
import { offerCounts } from '@/lib/dashboard/offer-figures';
import { viewsPerDay } from '@/lib/dashboard/view-figures';
import { ChartCard } from '../chart-card';
import { dashboardKit, totalOf } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { NoViewsYet } from '../empty-action';
import { FigureGrid } from '../figure-card';
import type { DashboardViewProps } from './view-props';

/** `/apps/logistics/dashboard`: the default landing, one line of every figure and the daily activity. */
export async function OverviewDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, days, now, t, format } = kit;
  const [offers, views, messages, messageDays, calls, trial] = await Promise.all([
    offerCounts(db, scope),
    viewsPerDay(db, scope, days, now),
    messageCounts(db, scope, days, now),
    messagesPerDay(db, scope, days, now),
    callFigures(db, scope, days, now),
    memberTrial(db, scope.siteId, viewer.userId, now),
  ]);
  const figures = [
    { label: t('figure.published'), value: format.count(offers.published), icon: Package },
    { label: t('figure.views'), value: format.count(totalOf(views)), icon: Eye },
    { label: t('figure.received'), value: format.count(messages.received), icon: MessageSquare },
    {
      label: t('figure.calls'),
      value: format.count(calls.calls),
      hint: format.duration(calls.minutes),
      icon: Video,
    },
  ];
  if (trial)
    figures.push({
      label: t('figure.trial'),
      value: t('days', { count: trial.daysLeft }),
      hint: t(trial.daysLeft > 0 ? 'hint.trialEnds' : 'hint.trialEnded', { date: format.date(trial.end) }),
      icon: CalendarClock,
    });
  const rows = views.map((day, index) => ({
    label: format.day(day.day),
    values: { views: day.value, messages: messageDays[index]?.value ?? 0 },
  }));
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('overview.title')} intro={t('overview.intro')} {...kit.header} />
      <FigureGrid figures={figures} />
      <ChartCard
        title={t('chart.activity')}
        kind="area"
        categoryLabel={t('column.day')}
        rows={rows}
        series={[
          { key: 'views', label: t('series.views') },
          { key: 'messages', label: t('series.messages') },
        ]}
        empty={<NoViewsYet kit={kit} published={offers.published} />}
      />
    </div>
  );
}
