'use client';

import { useSyncExternalStore } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  ChartContainer,
  ChartLegendContent,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import type { ChartKind, ChartRow, ChartSeries } from './chart-data';

interface DashboardChartProps {
  kind: ChartKind;
  rows: ChartRow[];
  series: ChartSeries[];
  locale: Locale;
}

const PALETTE = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-5)'];
const noSubscription = () => () => {};

/**
 * One chart of a dashboard, drawn after hydration (Recharts measures the page, so the server
 * draws nothing but the space). It is hidden from assistive technology: its card holds the same
 * data as a table (components/dashboard/chart-card.tsx).
 */
export function DashboardChart({ kind, rows, series, locale }: DashboardChartProps) {
  // Arabic: the category axis runs from the right, the value axis stands on the right.
  const rtl = directionOf(locale) === 'rtl';
  const drawn = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const config: ChartConfig = Object.fromEntries(
    series.map((item, index) => [item.key, { label: item.label, color: PALETTE[index % PALETTE.length]! }]),
  );
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const formatValue = figureFormat(locale).count;
  const common = {
    data,
    accessibilityLayer: false,
    responsive: true,
    style: { width: '100%', height: '100%' },
  };
  const tooltip = <Tooltip content={<ChartTooltipContent formatValue={formatValue} />} />;
  const legend = series.length > 1 ? <Legend content={<ChartLegendContent />} /> : null;
  const valueAxis = {
    tickFormatter: formatValue,
    allowDecimals: false,
    width: 40,
    tickLine: false,
    axisLine: false,
  };

  let chart = null;
  if (kind === 'donut') {
    const key = series[0]!.key;
    chart = (
      <PieChart {...common}>
        <Tooltip content={<ChartTooltipContent formatValue={formatValue} byName />} />
        <Pie
          data={data}
          dataKey={key}
          nameKey="label"
          innerRadius="55%"
          outerRadius="85%"
          // Out of the tab order: the chart is hidden from assistive technology, its table is not.
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {data.map((row, index) => (
            <Cell key={row.label} fill={PALETTE[index % PALETTE.length]} />
          ))}
        </Pie>
        <Legend content={<ChartLegendContent byName />} />
      </PieChart>
    );
  } else if (kind === 'bar-horizontal') {
    chart = (
      <BarChart {...common} layout="vertical" margin={{ left: 8, right: 8 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" reversed={rtl} {...valueAxis} />
        <YAxis
          type="category"
          dataKey="label"
          orientation={rtl ? 'right' : 'left'}
          width={120}
          tickLine={false}
          axisLine={false}
        />
        {tooltip}
        {legend}
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            fill={`var(--color-${item.key})`}
            radius={4}
            maxBarSize={40}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    );
  } else {
    const Chart = kind === 'area' ? AreaChart : BarChart;
    chart = (
      <Chart {...common} margin={{ left: 4, right: 4, top: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis orientation={rtl ? 'right' : 'left'} {...valueAxis} />
        {tooltip}
        {legend}
        {series.map((item) =>
          kind === 'area' ? (
            <Area
              key={item.key}
              dataKey={item.key}
              type="monotone"
              stroke={`var(--color-${item.key})`}
              fill={`var(--color-${item.key})`}
              fillOpacity={0.18}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ) : (
            <Bar
              key={item.key}
              dataKey={item.key}
              fill={`var(--color-${item.key})`}
              radius={4}
              maxBarSize={40}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    );
  }
  return (
    <ChartContainer config={config} aria-hidden>
      {drawn ? chart : null}
    </ChartContainer>
  );
}
