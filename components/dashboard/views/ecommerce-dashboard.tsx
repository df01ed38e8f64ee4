import { FilePen, MapPin, Package, Tags } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import {
  locationCount,
  offerCounts,
  offersByPricing,
  priceDistribution,
} from '@/lib/dashboard/offer-figures';
import { ChartCard } from '../chart-card';
import { dashboardKit } from '../dashboard-kit';
import { DashboardHeader } from '../dashboard-header';
import { NoOffersYet } from '../empty-action';
import { FigureGrid } from '../figure-card';
import type { DashboardViewProps } from './view-props';

/** `/dashboards/ecommerce`: the catalogue, prices, pricing models, published and drafts. */
export async function EcommerceDashboard({ ctx, viewer }: DashboardViewProps) {
  const kit = await dashboardKit(ctx, viewer);
  const { db, scope, t, format } = kit;
  const pricingLabel = await getTranslations('ListingForm');
  const [offers, buckets, byPricing, places] = await Promise.all([
    offerCounts(db, scope),
    priceDistribution(db, scope),
    offersByPricing(db, scope),
    locationCount(db, scope),
  ]);
  const money = (value: number) => format.money(value, ctx.site.currency);
  const addOffer = <NoOffersYet kit={kit} />;
  return (
    <div className="space-y-6">
      <DashboardHeader title={t('ecommerce.title')} intro={t('ecommerce.intro')} {...kit.header} />
      <FigureGrid
        figures={[
          { label: t('figure.published'), value: format.count(offers.published), icon: Package },
          { label: t('figure.drafts'), value: format.count(offers.drafts), icon: FilePen },
          {
            label: t('figure.pricingModels'),
            value: format.count(byPricing.filter((row) => row.offers > 0).length),
            icon: Tags,
          },
          { label: t('figure.locations'), value: format.count(places), icon: MapPin },
        ]}
      />
      <ChartCard
        title={t('chart.priceDistribution')}
        kind="bar"
        categoryLabel={t('column.price')}
        rows={buckets.map((bucket) => ({
          label: t('priceRange', { from: money(bucket.from), to: money(bucket.to) }),
          values: { offers: bucket.offers },
        }))}
        series={[{ key: 'offers', label: t('series.offers') }]}
        empty={addOffer}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t('chart.publishedVsDrafts')}
          kind="donut"
          categoryLabel={t('column.status')}
          rows={[
            { label: t('status.published'), values: { offers: offers.published } },
            { label: t('status.drafts'), values: { offers: offers.drafts } },
          ]}
          series={[{ key: 'offers', label: t('series.offers') }]}
          empty={addOffer}
        />
        <ChartCard
          title={t('chart.offersByPricing')}
          kind="bar-horizontal"
          categoryLabel={t('column.pricing')}
          rows={byPricing.map((row) => ({
            label: pricingLabel(`pricing_${row.pricing}`),
            values: { offers: row.offers },
          }))}
          series={[{ key: 'offers', label: t('series.offers') }]}
          empty={addOffer}
        />
      </div>
    </div>
  );
}
