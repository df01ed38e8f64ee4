import { getTranslations } from 'next-intl/server';
import type { MemberViewer } from '@/lib/dashboard/scope';
import type { PageContext } from '@/lib/site/page-context';
import { galleryCharts } from '@/lib/templates/charts/gallery-charts';
import { ChartGallery } from './chart-gallery';
import { ChartjsChartIsland } from './chartjs-chart-island';

/** `/charts/chartjs`: each chart type Chart.js is known for, on the site's figures where they exist. */
export async function ChartjsGallery({ ctx, viewer }: { ctx: PageContext; viewer: MemberViewer }) {
  const t = await getTranslations('ChartsGallery');
  const charts = await galleryCharts(ctx, viewer);
  return (
    <ChartGallery
      ctx={ctx}
      viewer={viewer}
      title={t('chartjs.title')}
      intro={t('chartjs.intro')}
      charts={[
        { spec: charts.viewsPerDay('line'), wide: true },
        { spec: charts.pricePerRange('bar') },
        { spec: charts.perWeek('stacked-bar') },
        { spec: charts.offersByPricing('donut') },
        { spec: charts.topLocations('polar') },
        { spec: charts.radar() },
        { spec: charts.offerScatter() },
        { spec: charts.bubbles() },
      ]}
      draw={(spec) => <ChartjsChartIsland spec={spec} locale={ctx.locale} />}
    />
  );
}
