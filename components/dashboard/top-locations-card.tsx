import { getTranslations } from 'next-intl/server';
import { ChartCard } from './chart-card';
import { EmptyAction } from './empty-action';

/** The places with the most published offers, as a chart (CRM and academy dashboards). */
export async function TopLocationsCard({
  locations,
  emptyHref,
  emptyLabel,
}: {
  locations: { location: string; offers: number }[];
  emptyHref?: string;
  emptyLabel?: string;
}) {
  const t = await getTranslations('Dashboards');
  return (
    <ChartCard
      title={t('chart.topLocations')}
      kind="bar-horizontal"
      categoryLabel={t('column.location')}
      rows={locations.map((row) => ({ label: row.location, values: { offers: row.offers } }))}
      series={[{ key: 'offers', label: t('series.offers') }]}
      empty={<EmptyAction text={t('empty.locations')} href={emptyHref} label={emptyLabel} />}
    />
  );
}
