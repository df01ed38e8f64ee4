import { getTranslations } from 'next-intl/server';
import { Clock, Eye, FilePen, Mail, MessageSquare, Package, Video, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { figureFormat } from '@/lib/dashboard/figure-format';
import type { Locale } from '@/lib/i18n/locales';
import { trendPercent } from '@/lib/templates/cards';
import { cardFigures, totalOf } from '@/lib/templates/cards-figures';
import { Sparkline, TrendBadge } from './card-bits';
import type { CardViewProps } from './card-route';

interface Stat {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  trend?: number | null;
}

/** docs/templates.md `/pages/cards/card-statistics`: the member's (or site's) figures as statistics cards. */
export async function CardStatistics({ ctx, viewer }: CardViewProps) {
  const figures = await cardFigures(ctx.site, viewer, [
    'offers',
    'views',
    'messages',
    'messageDays',
    'calls',
    'replyMinutes',
  ]);
  const totalViews = totalOf(figures.views);
  const t = await getTranslations('CardsPages');
  const td = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const { offers, messages, calls } = figures;
  const headline: Stat[] = [
    {
      label: td('figure.published'),
      value: format.count(offers.published),
      hint: t('statistics.draftsHint', { count: offers.drafts }),
      icon: Package,
    },
    {
      label: td('figure.views'),
      value: format.count(totalViews),
      icon: Eye,
      trend: trendPercent(figures.views),
    },
    {
      label: td('figure.received'),
      value: format.count(messages.received),
      icon: MessageSquare,
      trend: trendPercent(figures.messageDays),
    },
    {
      label: td('figure.calls'),
      value: format.count(calls.calls),
      hint: format.duration(calls.minutes),
      icon: Video,
    },
  ];
  const summary: Stat[] = [
    { label: td('figure.published'), value: format.count(offers.published), icon: Package },
    { label: td('figure.drafts'), value: format.count(offers.drafts), icon: FilePen },
    { label: td('figure.unread'), value: format.count(messages.unread), icon: Mail },
    {
      label: td('figure.replyTime'),
      value: figures.replyMinutes === null ? '—' : format.duration(figures.replyMinutes),
      hint: figures.replyMinutes === null ? td('hint.noReplies') : undefined,
      icon: Clock,
    },
  ];
  const perDay = (total: number) => format.count(Math.round((total / figures.days) * 10) / 10);
  const totalMessages = figures.messageDays.reduce((sum, day) => sum + day.value, 0);

  return (
    <div className="space-y-6">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {headline.map((stat) => (
          <li key={stat.label}>
            <StatCard stat={stat} locale={ctx.locale} />
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('statistics.summaryTitle')}</CardTitle>
            <CardDescription>{t('statistics.summaryText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
              {summary.map(({ label, value, hint, icon: Icon }) => (
                <li key={label} className="flex items-center gap-3">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-lg font-semibold tabular-nums">{value}</span>
                    <span className="block text-sm text-muted-foreground">{label}</span>
                    {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <SparkCard
            title={t('statistics.viewsPerDay')}
            value={perDay(totalViews)}
            hint={t('statistics.perDayHint')}
            values={figures.views.map((day) => day.value)}
          />
          <SparkCard
            title={t('statistics.messagesPerDay')}
            value={perDay(totalMessages)}
            hint={t('statistics.perDayHint')}
            values={figures.messageDays.map((day) => day.value)}
          />
        </div>
      </div>
    </div>
  );
}

async function StatCard({ stat, locale }: { stat: Stat; locale: Locale }) {
  const { label, value, hint, icon: Icon, trend } = stat;
  return (
    <Card className="h-full gap-3">
      <CardHeader>
        <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <CardTitle className="mt-2 text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        <TrendBadge percent={trend ?? null} locale={locale} />
        {hint ? <p className="w-full text-xs text-muted-foreground">{hint}</p> : null}
      </CardContent>
    </Card>
  );
}

function SparkCard({
  title,
  value,
  hint,
  values,
}: {
  title: string;
  value: string;
  hint: string;
  values: number[];
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-4">
        <p>
          <span className="block text-2xl font-semibold tabular-nums">{value}</span>
          <span className="text-xs text-muted-foreground">{hint}</span>
        </p>
        <div className="w-32">
          <Sparkline values={values} />
        </div>
      </CardContent>
    </Card>
  );
}
