import { getTranslations } from 'next-intl/server';
import type { MemberViewer } from '@/lib/dashboard/scope';
import type { PageContext } from '@/lib/site/page-context';
import { galleryCharts } from '@/lib/templates/charts/gallery-charts';
import { ApexChartIsland } from './apex-chart-island';
import { ChartGallery } from './chart-gallery';

/** `/charts/apex-chart`: each chart type ApexCharts is known for, on the site's figures where they exist. */
export async function ApexGallery({ ctx, viewer }: { ctx: PageContext; viewer: MemberViewer }) {
  const t = await getTranslations('ChartsGallery');
  const charts = await galleryCharts(ctx, viewer);
  return (
    <ChartGallery
      ctx={ctx}
      viewer={viewer}
      title={t('apex.title')}
      intro={t('apex.intro')}
      charts={[
        { spec: charts.viewsAndMessages('line'), wide: true },
        { spec: charts.messagesAndCalls('area') },
        { spec: charts.perWeek('stacked-bar') },
        { spec: charts.topLocations('hbar') },
        { spec: charts.pricePerRange('bar') },
        { spec: charts.offersByPricing('donut') },
        { spec: charts.publishedVsDrafts('pie') },
        { spec: charts.offerScatter() },
        { spec: charts.radar() },
        { spec: charts.viewsByWeekday(), wide: true },
        { spec: charts.bubbles() },
        { spec: charts.candlestick() },
      ]}
      draw={(spec) => <ApexChartIsland spec={spec} locale={ctx.locale} />}
    />
  );
}
