import type { ApexOptions } from 'apexcharts';
import type { CategoryChartKind, ChartSpec } from './chart-spec';
import { escapeHtml } from './chart-format';
import type { ChartTheme } from './chart-theme';

export type ApexType = NonNullable<NonNullable<ApexOptions['chart']>['type']>;

export interface ApexChartConfig {
  type: ApexType;
  series: NonNullable<ApexOptions['series']>;
  options: ApexOptions;
}

interface ApexContext {
  theme: ChartTheme;
  rtl: boolean;
  format: (value: number) => string;
}

const TYPE: Record<ChartSpec['kind'], ApexType> = {
  line: 'line',
  area: 'area',
  bar: 'bar',
  hbar: 'bar',
  'stacked-bar': 'bar',
  radar: 'radar',
  donut: 'donut',
  pie: 'pie',
  polar: 'polarArea',
  scatter: 'scatter',
  bubble: 'bubble',
  heatmap: 'heatmap',
  candlestick: 'candlestick',
};

/** Arabic reads the categories from the right: the order is mirrored, as the axis cannot be. */
const inReadingOrder = <T>(items: readonly T[], rtl: boolean) => (rtl ? [...items].reverse() : [...items]);

/** The options every chart shares: theme colours and font, no toolbar, escaped names. */
function baseOptions(spec: ChartSpec, { theme, format }: ApexContext): ApexOptions {
  return {
    chart: {
      id: spec.id,
      fontFamily: theme.fontFamily,
      foreColor: theme.muted,
      background: 'transparent',
      toolbar: { show: false },
      zoom: { enabled: false },
      parentHeightOffset: 0,
      // The card holds the chart's title and its data table for assistive technology.
      accessibility: { enabled: false },
      animations: { enabled: true, respectReducedMotion: true },
    },
    theme: { mode: theme.dark ? 'dark' : 'light' },
    colors: theme.series,
    // Room at both ends, so the first and last axis labels are not cut.
    grid: { borderColor: theme.border, strokeDashArray: 4, padding: { left: 12, right: 12 } },
    dataLabels: { enabled: false },
    legend: {
      show: true,
      position: 'bottom',
      labels: { colors: theme.foreground },
      formatter: (name: string) => escapeHtml(name),
    },
    tooltip: {
      theme: theme.dark ? 'dark' : 'light',
      x: { formatter: (value: number | string) => escapeHtml(String(value)) },
      y: {
        formatter: (value: number) => format(value),
        title: { formatter: (name: string) => escapeHtml(name) },
      },
    },
    states: { active: { filter: { type: 'none' } } },
  };
}

function categoryChart(
  spec: Extract<ChartSpec, { kind: CategoryChartKind }>,
  context: ApexContext,
): ApexChartConfig {
  const { rtl, format, theme } = context;
  const base = baseOptions(spec, context);
  const horizontal = spec.kind === 'hbar';
  // Horizontal bars keep their order top to bottom; the value axis runs from the right instead.
  const mirror = rtl && !horizontal && spec.kind !== 'radar';
  const categories = inReadingOrder(spec.categories, mirror);
  const series = spec.series.map((item) => ({
    name: item.label,
    data: inReadingOrder(item.values, mirror),
  }));
  const valueLabels = { formatter: (value: number) => format(value) };
  // Counts have no fractions: at most one tick per unit, so a maximum of 1 reads 0 and 1.
  const top = Math.max(
    ...spec.categories.map((_, index) =>
      spec.kind === 'stacked-bar'
        ? spec.series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0)
        : Math.max(...spec.series.map((item) => item.values[index] ?? 0)),
    ),
  );
  const valueTicks = spec.decimals ? undefined : Math.max(1, Math.min(5, Math.ceil(top)));
  // A month of days would crowd the axis: about six labels.
  const xTicks = horizontal ? valueTicks : categories.length > 12 ? 6 : undefined;
  const options: ApexOptions = {
    ...base,
    chart: { ...base.chart, stacked: spec.kind === 'stacked-bar' },
    legend: { ...base.legend, show: spec.series.length > 1 },
    xaxis: {
      categories,
      labels: { hideOverlappingLabels: true, rotate: 0, ...(horizontal ? valueLabels : {}) },
      axisBorder: { color: theme.border },
      axisTicks: { show: false },
      ...(xTicks ? { tickAmount: xTicks } : {}),
    },
    yaxis: {
      opposite: rtl && !horizontal,
      reversed: rtl && horizontal,
      labels: horizontal ? { maxWidth: 140 } : valueLabels,
      ...(!horizontal && valueTicks ? { tickAmount: valueTicks } : {}),
      forceNiceScale: true,
    },
    stroke: {
      width: spec.kind === 'line' || spec.kind === 'area' ? 2.5 : spec.kind === 'radar' ? 2 : 0,
      curve: 'smooth',
    },
    plotOptions: {
      bar: { horizontal, borderRadius: 4, columnWidth: '55%', barHeight: '60%' },
      radar: {
        polygons: {
          strokeColors: theme.border,
          connectorColors: theme.border,
          fill: { colors: ['transparent'] },
        },
      },
    },
    fill:
      spec.kind === 'area' ? { type: 'solid', opacity: 0.2 } : spec.kind === 'radar' ? { opacity: 0.15 } : {},
    markers: { size: spec.kind === 'radar' ? 3 : 0, strokeColors: theme.card },
  };
  if (spec.kind === 'radar') {
    options.yaxis = { show: false };
    options.xaxis = { categories, labels: { style: { colors: categories.map(() => theme.foreground) } } };
    options.legend = { ...base.legend, show: true };
  }
  return { type: TYPE[spec.kind], series, options };
}

function sliceChart(spec: Extract<ChartSpec, { kind: 'donut' | 'pie' | 'polar' }>, context: ApexContext) {
  const base = baseOptions(spec, context);
  const { theme } = context;
  return {
    type: TYPE[spec.kind],
    series: spec.series[0].values,
    options: {
      ...base,
      labels: spec.categories,
      stroke: { colors: [theme.card], width: 2 },
      fill: { opacity: spec.kind === 'polar' ? 0.8 : 1 },
      plotOptions: {
        pie: { donut: { size: '62%' } },
        polarArea: { rings: { strokeColor: theme.border }, spokes: { connectorColors: theme.border } },
      },
      ...(spec.kind === 'polar' ? { yaxis: { show: false } } : {}),
    },
  } satisfies ApexChartConfig;
}

function pointChart(
  spec: Extract<ChartSpec, { kind: 'scatter' | 'bubble' }>,
  context: ApexContext,
): ApexChartConfig {
  const { format, theme } = context;
  const base = baseOptions(spec, context);
  const names = spec.series.map((series) => series.points.map((point) => point.name));
  const axisTitle = (text: string) => ({ text, style: { color: theme.muted, fontWeight: 500 } });
  return {
    type: TYPE[spec.kind],
    series: spec.series.map((series) => ({
      name: series.label,
      data: series.points.map((point) =>
        spec.kind === 'bubble' ? { x: point.x, y: point.y, z: point.z ?? 1 } : { x: point.x, y: point.y },
      ),
    })),
    options: {
      ...base,
      legend: { ...base.legend, show: spec.series.length > 1 },
      // Numbers grow to the right in both directions: a mirrored value axis would read backwards.
      xaxis: {
        type: 'numeric',
        tickAmount: 5,
        title: axisTitle(spec.axes.x),
        labels: { formatter: (value: string) => format(Number(value)) },
        axisBorder: { color: theme.border },
      },
      yaxis: { title: axisTitle(spec.axes.y), labels: { formatter: (value: number) => format(value) } },
      fill: { opacity: spec.kind === 'bubble' ? 0.7 : 0.9 },
      markers: { ...(spec.kind === 'scatter' ? { size: 7 } : {}), strokeColors: theme.card, strokeWidth: 1 },
      plotOptions: { bubble: { zScaling: true, minBubbleRadius: 6, maxBubbleRadius: 26 } },
      tooltip: {
        ...base.tooltip,
        x: {
          formatter: (value: number, opts?: { seriesIndex: number; dataPointIndex: number }) =>
            opts
              ? escapeHtml(names[opts.seriesIndex]?.[opts.dataPointIndex] ?? format(value))
              : format(value),
        },
        y: { ...base.tooltip?.y, title: { formatter: () => escapeHtml(spec.axes.y) } },
        z: {
          title: spec.axes.z ? `${escapeHtml(spec.axes.z)}: ` : '',
          formatter: (value: number) => format(value),
        },
      },
    },
  };
}

function heatmapChart(spec: Extract<ChartSpec, { kind: 'heatmap' }>, context: ApexContext): ApexChartConfig {
  const { rtl, theme } = context;
  const base = baseOptions(spec, context);
  // ApexCharts stacks the first series at the bottom: the first row goes in last.
  const series = spec.rows
    .map((row, index) => ({
      name: row,
      data: inReadingOrder(
        spec.columns.map((column, at) => ({ x: column, y: spec.values[index]?.[at] ?? 0 })),
        rtl,
      ),
    }))
    .reverse();
  return {
    type: 'heatmap',
    series,
    options: {
      ...base,
      colors: [theme.series[0]!],
      legend: { show: false },
      stroke: { colors: [theme.card], width: 2 },
      plotOptions: { heatmap: { radius: 4, shadeIntensity: 0.6, enableShades: true } },
      xaxis: { axisBorder: { show: false }, axisTicks: { show: false } },
      yaxis: { opposite: rtl },
    },
  };
}

function candlestickChart(
  spec: Extract<ChartSpec, { kind: 'candlestick' }>,
  context: ApexContext,
): ApexChartConfig {
  const { rtl, theme, format } = context;
  const base = baseOptions(spec, context);
  const data = spec.categories.map((category, index) => ({ x: category, y: spec.candles[index] ?? [] }));
  return {
    type: 'candlestick',
    series: [{ name: spec.title, data: inReadingOrder(data, rtl) }],
    options: {
      ...base,
      legend: { show: false },
      xaxis: { type: 'category', tickAmount: 6, labels: { rotate: 0, hideOverlappingLabels: true } },
      yaxis: { opposite: rtl, labels: { formatter: (value: number) => format(value) } },
      plotOptions: {
        candlestick: {
          colors: { upward: theme.series[0], downward: theme.series[1] },
          wick: { useFillColor: true },
        },
      },
      stroke: { width: 1 },
      fill: { opacity: 1 },
    },
  };
}

/** The ApexCharts type, series and options of one gallery chart, in the theme and language of the page. */
export function apexConfig(spec: ChartSpec, context: ApexContext): ApexChartConfig {
  switch (spec.kind) {
    case 'donut':
    case 'pie':
    case 'polar':
      return sliceChart(spec, context);
    case 'scatter':
    case 'bubble':
      return pointChart(spec, context);
    case 'heatmap':
      return heatmapChart(spec, context);
    case 'candlestick':
      return candlestickChart(spec, context);
    default:
      return categoryChart(spec, context);
  }
}
