import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  CalendarClock,
  CreditCard,
  Eye,
  HandCoins,
  MessageSquare,
  Package,
  Receipt,
  Video,
} from 'lucide-react';
import { Avatar, AvatarFallback, AvatarGroup } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toneText } from '@/components/ui/status-tone';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { localePath } from '@/lib/i18n/locale-path';
import { siteWording } from '@/lib/site/site-copy';
import { cardFigures } from '@/lib/templates/cards-figures';
import { initialsOf, SAMPLE_MEMBERS } from '@/lib/templates/dialog-examples';
import { cn } from '@/lib/utils';
import { AdvanceTabsCard } from './advance-tabs-card';
import { SampleBadge } from './card-bits';
import { allowedLink } from './card-links';
import type { CardViewProps } from './card-route';

const TRANSACTIONS = [
  { key: 'subscription', icon: CreditCard, amount: -29 },
  { key: 'deposit', icon: HandCoins, amount: 450 },
  { key: 'featured', icon: Package, amount: -9 },
  { key: 'invoice', icon: Receipt, amount: 1200 },
] as const;

/** docs/templates.md `/pages/cards/card-advance`: lists, tabs and timelines in cards; real figures where they exist. */
export async function CardAdvance({ ctx, viewer }: CardViewProps) {
  const figures = await cardFigures(ctx.site, viewer, ['topOffers', 'locations', 'pricing']);
  const t = await getTranslations('CardsPages');
  const to = await getTranslations('Offer');
  const format = figureFormat(ctx.locale);
  const wording = await siteWording(ctx.site, ctx.locale);
  const addNew = allowedLink(ctx, viewer, '/add-new');
  const topOffer = figures.topOffers[0]?.name ?? wording.addNew;
  const totalOffers = figures.pricing.reduce((sum, entry) => sum + entry.offers, 0);
  const topPlaces = figures.locations[0]?.offers ?? 0;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 xl:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>{t('advance.topOffersTitle')}</CardTitle>
          <CardDescription>{t('advance.topOffersText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {figures.topOffers.length ? (
            <ol className="space-y-3">
              {figures.topOffers.map((offer, index) => (
                <li key={offer.id} className="flex items-center gap-3">
                  <span className="grid size-8 shrink-0 place-items-center rounded-md bg-primary-soft text-sm font-semibold text-primary">
                    {format.count(index + 1)}
                  </span>
                  <Link
                    href={localePath(ctx.locale, {
                      pathname: '/offer/[offerId]',
                      params: { offerId: offer.id },
                    })}
                    className="min-w-0 flex-1 truncate text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {offer.name}
                  </Link>
                  <span className="flex shrink-0 items-center gap-1 text-sm text-muted-foreground tabular-nums">
                    <Eye aria-hidden className="size-4" />
                    {t('advance.views', { count: offer.views })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('advance.noViews')}{' '}
              {addNew ? (
                <Link href={addNew} className="font-medium text-primary underline underline-offset-4">
                  {wording.addNew}
                </Link>
              ) : null}
            </p>
          )}
        </CardContent>
      </Card>

      <AdvanceTabsCard
        title={t('advance.tabsTitle')}
        emptyText={t('advance.tabsEmpty')}
        tabs={[
          {
            label: t('advance.places'),
            rows: figures.locations.map((place) => ({
              label: place.location,
              value: format.count(place.offers),
              percent: topPlaces ? (place.offers / topPlaces) * 100 : 0,
            })),
          },
          {
            label: t('advance.pricing'),
            rows: figures.pricing
              .filter((entry) => entry.offers > 0)
              .map((entry) => ({
                label: to(`pricing_${entry.pricing}`),
                value: format.count(entry.offers),
                percent: totalOffers ? (entry.offers / totalOffers) * 100 : 0,
              })),
          },
        ]}
      />

      <Card>
        <CardHeader>
          <CardTitle>{t('advance.timelineTitle')}</CardTitle>
          <CardAction>
            <SampleBadge />
          </CardAction>
        </CardHeader>
        <CardContent>
          <Timeline>
            <TimelineItem
              icon={<MessageSquare />}
              title={t('advance.timeline.message.title', { offer: topOffer })}
              time={t('advance.timeline.message.time')}
            >
              {t('advance.timeline.message.text')}
            </TimelineItem>
            <TimelineItem
              icon={<Video />}
              colour="info"
              title={t('advance.timeline.call.title')}
              time={t('advance.timeline.call.time')}
            >
              {t('advance.timeline.call.text')}
            </TimelineItem>
            <TimelineItem
              icon={<Package />}
              colour="success"
              title={t('advance.timeline.published.title', { addNew: wording.addNew })}
              time={t('advance.timeline.published.time')}
            />
          </Timeline>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('advance.meetingTitle')}</CardTitle>
          <CardDescription>{t('advance.meetingText', { offer: topOffer })}</CardDescription>
          <CardAction>
            <SampleBadge />
          </CardAction>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="flex items-center gap-3 rounded-md bg-muted p-3 text-sm">
            <CalendarClock aria-hidden className="size-5 shrink-0 text-primary" />
            {t('advance.meetingWhen')}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <AvatarGroup size="sm">
              {SAMPLE_MEMBERS.slice(0, 3).map((member) => (
                <Avatar key={member.id} size="sm" title={member.name}>
                  <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
                </Avatar>
              ))}
            </AvatarGroup>
            <Button asChild size="sm">
              <Link href={localePath(ctx.locale, '/my-call')}>
                <Video aria-hidden className="size-4" />
                {t('advance.meetingJoin')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('advance.transactionsTitle')}</CardTitle>
          <CardAction>
            <SampleBadge />
          </CardAction>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            {TRANSACTIONS.map(({ key, icon: Icon, amount }) => (
              <li key={key} className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {t(`advance.transactions.${key}`)}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {t(`advance.transactions.${key}Via`)}
                  </span>
                </span>
                <span
                  className={cn(
                    'text-sm font-semibold tabular-nums',
                    toneText[amount < 0 ? 'destructive' : 'success'],
                  )}
                  dir="ltr"
                >
                  {amount > 0 ? '+' : ''}
                  {format.money(amount, ctx.site.currency)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
