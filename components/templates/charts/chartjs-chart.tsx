'use client';

import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { directionOf, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { valueFormatter } from '@/lib/templates/charts/chart-format';
import type { ChartSpec } from '@/lib/templates/charts/chart-spec';
import { chartjsConfig } from '@/lib/templates/charts/chartjs-config';
import { ChartLoading } from './chart-loading';
import { prefersReducedMotion, useChartTheme } from './use-chart-theme';

// Only what the gallery draws: no time scale, no decimation, no title plugin.
ChartJS.register(
  LineController,
  BarController,
  DoughnutController,
  PieController,
  PolarAreaController,
  RadarController,
  ScatterController,
  BubbleController,
  LineElement,
  PointElement,
  BarElement,
  ArcElement,
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
);

/** One gallery chart drawn by Chart.js in the page's theme colours and language. */
export default function ChartjsChart({ spec, locale }: { spec: ChartSpec; locale: Locale }) {
  const theme = useChartTheme();
  const config = useMemo(
    () =>
      theme &&
      chartjsConfig(spec, {
        theme,
        rtl: directionOf(locale) === 'rtl',
        languageTag: LANGUAGE_TAG[locale],
        format: valueFormatter(locale, spec.decimals),
        animate: !prefersReducedMotion(),
      }),
    [spec, theme, locale],
  );
  if (!config) return <ChartLoading />;
  // A new theme (dark mode, another preset) draws the chart anew rather than animating colours.
  return (
    <Chart
      key={`${theme?.card}${theme?.series.join()}`}
      type={config.type}
      data={config.data}
      options={config.options}
    />
  );
}
