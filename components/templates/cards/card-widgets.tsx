import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CalendarClock, Clock, Mail, MessageSquare, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ProgressCircular } from '@/components/ui/progress-circular';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { localePath } from '@/lib/i18n/locale-path';
import { percentOf, trendPercent } from '@/lib/templates/cards';
import { cardFigures } from '@/lib/templates/cards-figures';
import { DayBars, formatPercent, TrendBadge } from './card-bits';
import { allowedLink } from './card-links';
import type { CardViewProps } from './card-route';

const WEEK = 7;

/** docs/templates.md `/pages/cards/card-widgets`: small dashboard widgets over the viewer's figures. */
export async function CardWidgets({ ctx, viewer }: CardViewProps) {
  const figures = await cardFigures(ctx.site, viewer, [
    'views',
    'messages',
    'replyMinutes',
    'offers',
    'calls',
    'trial',
    'locations',
  ]);
  const t = await getTranslations('CardsPages');
  const td = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const { offers, messages, calls, trial } = figures;
  const week = figures.views.slice(-WEEK);
  const weekTotal = week.reduce((sum, day) => sum + day.value, 0);
  const allOffers = offers.published + offers.drafts;
  const inbox = allowedLink(ctx, viewer, '/my-messages');
  const items = allowedLink(ctx, viewer, '/my-items');
  const topPlaces = figures.locations[0]?.offers ?? 0;

  return (
    <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Card className="md:col-span-2 xl:col-span-1">
        <CardHeader>
          <CardTitle>{t('widgets.weekTitle')}</CardTitle>
          <CardDescription>{t('widgets.weekText')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="flex flex-wrap items-center gap-3">
            <span className="text-3xl font-semibold tabular-nums">{format.count(weekTotal)}</span>
            <TrendBadge percent={trendPercent(figures.views)} locale={ctx.locale} />
          </p>
          <DayBars
            days={week.map((day) => ({
              label: format.day(day.day),
              value: day.value,
              text: format.count(day.value),
            }))}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('widgets.inboxTitle')}</CardTitle>
          <CardDescription>{td('period', { days: figures.days })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            {[
              { icon: MessageSquare, label: td('figure.received'), value: format.count(messages.received) },
              { icon: Mail, label: td('figure.unread'), value: format.count(messages.unread) },
              {
                icon: Clock,
                label: td('figure.replyTime'),
                value:
                  figures.replyMinutes === null
                    ? td('hint.noReplies')
                    : format.duration(figures.replyMinutes),
              },
            ].map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex-1 text-sm text-muted-foreground">{label}</span>
                <span className="font-semibold tabular-nums">{value}</span>
              </li>
            ))}
          </ul>
        </CardContent>
        {inbox ? (
          <CardFooter>
            <Button asChild variant="soft" size="sm">
              <Link href={inbox}>{t('widgets.openInbox')}</Link>
            </Button>
          </CardFooter>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('widgets.offersTitle')}</CardTitle>
          <CardDescription>{t('widgets.offersText', { count: allOffers })}</CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-6">
          <ProgressCircular
            size="xl"
            value={percentOf(offers.published, allOffers)}
            label={formatPercent(ctx.locale, percentOf(offers.published, allOffers))}
            aria-label={t('widgets.publishedShare')}
          />
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{td('figure.published')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{format.count(offers.published)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{td('figure.drafts')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{format.count(offers.drafts)}</dd>
            </div>
          </dl>
        </CardContent>
        {items ? (
          <CardFooter>
            <Button asChild variant="soft" size="sm">
              <Link href={items}>{t('widgets.openItems')}</Link>
            </Button>
          </CardFooter>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('widgets.callsTitle')}</CardTitle>
          <CardAction>
            <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
              <Video aria-hidden className="size-5" />
            </span>
          </CardAction>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-muted-foreground">{td('figure.calls')}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{format.count(calls.calls)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{td('figure.callTime')}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{format.duration(calls.minutes)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {trial ? (
        <Card>
          <CardHeader>
            <CardTitle>{td('figure.trial')}</CardTitle>
            <CardAction>
              <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
                <CalendarClock aria-hidden className="size-5" />
              </span>
            </CardAction>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-2xl font-semibold">{td('days', { count: trial.daysLeft })}</p>
            <Progress
              value={percentOf(
                trial.end.getTime() - figures.now.getTime(),
                trial.end.getTime() - trial.start.getTime(),
              )}
              aria-label={td('figure.trial')}
            />
            <p className="text-sm text-muted-foreground">
              {td(trial.daysLeft > 0 ? 'hint.trialEnds' : 'hint.trialEnded', {
                date: format.date(trial.end),
              })}
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild size="sm">
              <Link href={localePath(ctx.locale, '/pages/pricing')}>{t('widgets.seePlans')}</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('widgets.placesTitle')}</CardTitle>
          <CardDescription>{td('figure.locations')}</CardDescription>
        </CardHeader>
        <CardContent>
          {figures.locations.length ? (
            <ul className="space-y-4">
              {figures.locations.map((place) => (
                <li key={place.location}>
                  <div className="mb-1.5 flex justify-between gap-3 text-sm">
                    <span className="truncate font-medium">{place.location}</span>
                    <span className="tabular-nums text-muted-foreground">{format.count(place.offers)}</span>
                  </div>
                  <Progress value={percentOf(place.offers, topPlaces)} aria-label={place.location} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('advance.tabsEmpty')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
