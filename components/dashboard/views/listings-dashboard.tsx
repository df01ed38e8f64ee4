import { Eye, FilePen, Gauge, Package } from 'lucide-react';
import { offerCounts } from '@/lib/dashboard/offer-figures';
import { offerPerformance, viewsPerDay } from '@/lib/dashboard/view-figures';
import { ChartCard } from '../chart-card';
import { dashboardKit, totalOf } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { NoViewsYet } from '../empty-action';
import { FigureGrid } from '../figure-card';
import type { DashboardViewProps } from './view-props';

/** `/apps/logistics/dashboard0`: offer performance, each published offer's views and messages. */
export async function ListingsDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, days, now, t, format } = kit;
  const [offers, views, performance] = await Promise.all([
    offerCounts(db, scope),
    viewsPerDay(db, scope, days, now),
    offerPerformance(db, scope, days, 10, now),
  ]);
  const totalViews = totalOf(views);
  const perOffer = offers.published ? Math.round((totalViews / offers.published) * 10) / 10 : 0;
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('listings.title')} intro={t('listings.intro')} {...kit.header} />
      <FigureGrid
        figures={[
          { label: t('figure.published'), value: format.count(offers.published), icon: Package },
          { label: t('figure.drafts'), value: format.count(offers.drafts), icon: FilePen },
          { label: t('figure.views'), value: format.count(totalViews), icon: Eye },
          { label: t('figure.viewsPerOffer'), value: format.count(perOffer), icon: Gauge },
        ]}
      />
      <ChartCard
        title={t('chart.offerPerformance')}
        kind="bar-horizontal"
        categoryLabel={t('column.offer')}
        rows={performance.map((offer) => ({
          label: offer.name,
          values: { views: offer.views, messages: offer.messages },
        }))}
        series={[
          { key: 'views', label: t('series.views') },
          { key: 'messages', label: t('series.messages') },
        ]}
        empty={<NoViewsYet kit={kit} published={offers.published} />}
      />
    </div>
  );
}
