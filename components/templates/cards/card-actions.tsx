import { createFormatter } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import { cardFigures, totalOf } from '@/lib/templates/cards-figures';
import { ActionCards, type ActionCardItem } from './action-cards';
import { Sparkline } from './card-bits';
import type { CardViewProps } from './card-route';

/**
 * docs/templates.md `/pages/cards/card-actions`: the same card with each action of the design
 * system (collapse, refresh, remove, a menu of all three), filled with the viewer's figures and
 * the moment they were read, so a refresh visibly brings fresh ones.
 */
export async function CardActions({ ctx, viewer }: CardViewProps) {
  const figures = await cardFigures(ctx.site, viewer, ['messages', 'views', 'offers', 'calls']);
  const totalViews = totalOf(figures.views);
  const t = await getTranslations('CardsPages');
  const td = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  // The page language's BCP 47 tag, as the dashboards format (lib/dashboard/figure-format.ts).
  const formatter = createFormatter({ locale: LANGUAGE_TAG[ctx.locale] as Locale, timeZone: APP_TIME_ZONE });
  const wording = await siteWording(ctx.site, ctx.locale);
  const readAt = t('actions.readAt', {
    time: formatter.dateTime(figures.now, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  });
  const pair = (items: readonly { label: string; value: string }[]) => (
    <>
      <dl className="grid grid-cols-2 gap-4">
        {items.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">{readAt}</p>
    </>
  );

  const items: ActionCardItem[] = [
    {
      id: 'messages',
      title: t('actions.collapseTitle'),
      description: t('actions.collapseText'),
      actions: ['collapse'],
      content: pair([
        { label: td('figure.received'), value: format.count(figures.messages.received) },
        { label: td('figure.unread'), value: format.count(figures.messages.unread) },
      ]),
    },
    {
      id: 'views',
      title: t('actions.refreshTitle'),
      description: t('actions.refreshText'),
      actions: ['refresh'],
      content: (
        <>
          <p className="text-2xl font-semibold tabular-nums">{format.count(totalViews)}</p>
          <p className="text-sm text-muted-foreground">{td('figure.views')}</p>
          <Sparkline values={figures.views.map((day) => day.value)} />
          <p className="mt-4 text-xs text-muted-foreground">{readAt}</p>
        </>
      ),
    },
    {
      id: 'about',
      title: t('actions.removeTitle'),
      description: t('actions.removeText'),
      actions: ['remove'],
      content: (
        <>
          <p className="font-medium">{wording.tagline}</p>
          <p className="mt-2 text-sm text-muted-foreground">{wording.heroSubtitle}</p>
        </>
      ),
    },
    {
      id: 'offers',
      title: t('actions.allTitle'),
      description: t('actions.allText'),
      actions: ['collapse', 'refresh', 'remove'],
      content: pair([
        { label: td('figure.published'), value: format.count(figures.offers.published) },
        { label: td('figure.drafts'), value: format.count(figures.offers.drafts) },
      ]),
    },
    {
      id: 'calls',
      title: t('actions.menuTitle'),
      description: t('actions.menuText'),
      actions: ['menu'],
      content: pair([
        { label: td('figure.calls'), value: format.count(figures.calls.calls) },
        { label: td('figure.callTime'), value: format.duration(figures.calls.minutes) },
      ]),
    },
  ];

  return (
    <ActionCards
      items={items}
      labels={{
        collapse: t('actions.collapse'),
        expand: t('actions.expand'),
        refresh: t('actions.refresh'),
        refreshing: t('actions.refreshing'),
        remove: t('actions.remove'),
        more: t('actions.more'),
        removed: t('actions.removed'),
        restore: t('actions.restore'),
      }}
    />
  );
}
