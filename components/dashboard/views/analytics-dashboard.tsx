import { CalendarCheck, Eye, Package, TrendingUp } from 'lucide-react';
import Link from 'next/link';
import { offerCounts } from '@/lib/dashboard/offer-figures';
import { topOffersByViews, viewsPerDay } from '@/lib/dashboard/view-figures';
import { localePath } from '@/lib/i18n/locale-path';
import { ChartCard } from '../chart-card';
import { dashboardKit, totalOf } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { EmptyAction } from '../empty-action';
import { FigureGrid } from '../figure-card';
import type { DashboardViewProps } from './view-props';

/** `/dashboards/analytics`: offer views over time and the offers people look at most. */
export async function AnalyticsDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, days, now, t, format } = kit;
  const [views, top, offers] = await Promise.all([
    viewsPerDay(db, scope, days, now),
    topOffersByViews(db, scope, days, 5, now),
    offerCounts(db, scope),
  ]);
  const total = totalOf(views);
  const best = views.reduce((winner, day) => (day.value > winner.value ? day : winner), views[0]!);
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('analytics.title')} intro={t('analytics.intro')} {...kit.header} />
      <FigureGrid
        figures={[
          { label: t('figure.views'), value: format.count(total), icon: Eye },
          {
            label: t('figure.viewsPerDay'),
            value: format.count(Math.round((total / days) * 10) / 10),
            icon: TrendingUp,
          },
          {
            label: t('figure.bestDay'),
            value: best.value ? format.day(best.day) : '–',
            hint: best.value ? t('viewsCount', { count: best.value }) : t('hint.noBestDay'),
            icon: CalendarCheck,
          },
          { label: t('figure.published'), value: format.count(offers.published), icon: Package },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <ChartCard
          className="lg:col-span-2"
          title={t('chart.viewsPerDay')}
          kind="area"
          categoryLabel={t('column.day')}
          rows={kit.dayRows(views, 'views')}
          series={[{ key: 'views', label: t('series.views') }]}
          empty={<EmptyAction text={t('empty.views')} href={kit.linkTo('/my-items')} label={kit.openItems} />}
        />
        <section aria-labelledby="top-offers" className="surface p-5">
          <h2 id="top-offers" className="font-semibold">
            {t('chart.topOffers')}
          </h2>
          {top.length ? (
            <ol className="mt-4 space-y-3">
              {top.map((offer, index) => (
                <li key={offer.id} className="flex items-center gap-3 text-sm">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft font-semibold text-primary">
                    {format.count(index + 1)}
                  </span>
                  <Link
                    href={localePath(ctx.locale, {
                      pathname: '/offer/[offerId]',
                      params: { offerId: offer.id },
                    })}
                    className="min-w-0 flex-1 truncate hover:underline"
                  >
                    {offer.name}
                  </Link>
                  <span className="tabular-nums text-muted-foreground">
                    {t('viewsCount', { count: offer.views })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">{t('topOffersEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
