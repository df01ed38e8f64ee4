import { Clock, Mail, MailWarning, Package, PhoneCall, Timer } from 'lucide-react';
import { callFigures, callsPerDay } from '@/lib/dashboard/call-figures';
import { medianFirstReplyMinutes, messageCounts, messagesPerDay } from '@/lib/dashboard/message-figures';
import { offerCounts } from '@/lib/dashboard/offer-figures';
import { ChartCard } from '../chart-card';
import { dashboardKit } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { EmptyAction } from '../empty-action';
import { FigureGrid } from '../figure-card';
import type { DashboardViewProps } from './view-props';

/** `/apps/logistics/dashboard2`: communication, messages and how fast they are answered, calls. */
export async function CommunicationDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, days, now, t, format } = kit;
  const [messages, replyMinutes, messageDays, calls, callDays, offers] = await Promise.all([
    messageCounts(db, scope, days, now),
    medianFirstReplyMinutes(db, scope, days, now),
    messagesPerDay(db, scope, days, now),
    callFigures(db, scope, days, now),
    callsPerDay(db, scope, days, now),
    offerCounts(db, scope),
  ]);
  const messagesLink = kit.linkTo('/my-messages');
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('communication.title')} intro={t('communication.intro')} {...kit.header} />
      <FigureGrid
        figures={[
          { label: t('figure.received'), value: format.count(messages.received), icon: Mail },
          { label: t('figure.unread'), value: format.count(messages.unread), icon: MailWarning },
          {
            label: t('figure.replyTime'),
            value: replyMinutes === null ? '–' : format.duration(replyMinutes),
            hint: replyMinutes === null ? t('hint.noReplies') : undefined,
            icon: Timer,
          },
          { label: t('figure.openForMessages'), value: format.count(offers.published), icon: Package },
          { label: t('figure.calls'), value: format.count(calls.calls), icon: PhoneCall },
          { label: t('figure.callTime'), value: format.duration(calls.minutes), icon: Clock },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t('chart.messagesPerDay')}
          kind="bar"
          categoryLabel={t('column.day')}
          rows={kit.dayRows(messageDays, 'messages')}
          series={[{ key: 'messages', label: t('series.messages') }]}
          empty={
            <EmptyAction text={t('empty.messages')} href={kit.linkTo('/my-items')} label={kit.openItems} />
          }
        />
        <ChartCard
          title={t('chart.callsPerDay')}
          kind="bar"
          categoryLabel={t('column.day')}
          rows={kit.dayRows(callDays, 'calls')}
          series={[{ key: 'calls', label: t('series.calls') }]}
          empty={<EmptyAction text={t('empty.calls')} href={messagesLink} label={kit.openMessages} />}
        />
      </div>
    </div>
  );
}
