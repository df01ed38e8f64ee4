'use client';

import { useMemo } from 'react';
import ReactApexChart from 'react-apexcharts/core';
// Only the chart types the gallery draws, and the legend (apexcharts/core has none of them). One
// entry registers a family: `line` also area, scatter and bubble, `pie` also donut and polar area;
// importing those names too would bundle the same code again.
import 'apexcharts/line';
import 'apexcharts/bar';
import 'apexcharts/pie';
import 'apexcharts/radar';
import 'apexcharts/heatmap';
import 'apexcharts/candlestick';
import 'apexcharts/features/legend';
import './apex-theme.css';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { apexConfig } from '@/lib/templates/charts/apex-options';
import { valueFormatter } from '@/lib/templates/charts/chart-format';
import type { ChartSpec } from '@/lib/templates/charts/chart-spec';
import { ChartLoading } from './chart-loading';
import { useChartTheme } from './use-chart-theme';

/** One gallery chart drawn by ApexCharts in the page's theme colours and language. */
export default function ApexChart({ spec, locale }: { spec: ChartSpec; locale: Locale }) {
  const theme = useChartTheme();
  const config = useMemo(
    () =>
      theme &&
      apexConfig(spec, {
        theme,
        rtl: directionOf(locale) === 'rtl',
        format: valueFormatter(locale, spec.decimals),
      }),
    [spec, theme, locale],
  );
  if (!config) return <ChartLoading />;
  return (
    <ReactApexChart
      type={config.type as 'line'}
      series={config.series}
      options={config.options}
      width="100%"
      height="100%"
    />
  );
}
