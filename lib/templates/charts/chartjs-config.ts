import type { ChartConfiguration, ChartType, ScaleOptions, TooltipItem } from 'chart.js';
import type { CategoryChartKind, ChartSpec } from './chart-spec';
import { seriesColor, withAlpha, type ChartTheme } from './chart-theme';

interface ChartjsContext {
  theme: ChartTheme;
  rtl: boolean;
  /** The page's BCP 47 tag: Chart.js formats its own ticks with it. */
  languageTag: string;
  format: (value: number) => string;
  /** False when the visitor asks for reduced motion. */
  animate: boolean;
}

export type ChartjsConfig = ChartConfiguration<ChartType, unknown[], string>;

function plugins({ theme, rtl, format }: ChartjsContext, legend: boolean) {
  const font = { family: theme.fontFamily };
  const direction = rtl ? 'rtl' : 'ltr';
  return {
    legend: {
      display: legend,
      position: 'bottom' as const,
      rtl,
      textDirection: direction,
      labels: { color: theme.foreground, font, usePointStyle: true, boxHeight: 8 },
    },
    tooltip: {
      rtl,
      textDirection: direction,
      backgroundColor: theme.card,
      titleColor: theme.foreground,
      bodyColor: theme.foreground,
      borderColor: theme.border,
      borderWidth: 1,
      titleFont: font,
      bodyFont: font,
      callbacks: {
        label: (item: TooltipItem<ChartType>) => {
          const value = typeof item.raw === 'number' ? item.raw : item.parsed;
          const label = item.dataset.label ?? '';
          return typeof value === 'number' ? `${label}: ${format(value)}` : label;
        },
      },
    },
  };
}

function axis(
  { theme, format }: ChartjsContext,
  options: {
    reverse?: boolean;
    position?: 'left' | 'right';
    values?: boolean;
    decimals?: boolean;
    title?: string;
  },
) {
  // Chart.js fills in only the options that are absent: a key set to undefined would hide its default.
  return {
    reverse: options.reverse ?? false,
    ...(options.position ? { position: options.position } : {}),
    border: { color: theme.border },
    grid: { color: theme.border, drawTicks: false },
    ticks: {
      color: theme.muted,
      font: { family: theme.fontFamily },
      padding: 6,
      ...(options.values
        ? {
            callback: (value: number | string) => format(Number(value)),
            // Counts have no fractions: no tick between 0 and 1.
            ...(options.decimals ? {} : { precision: 0 }),
          }
        : { maxRotation: 0, autoSkipPadding: 12 }),
    },
    ...(options.title
      ? {
          title: {
            display: true,
            text: options.title,
            color: theme.muted,
            font: { family: theme.fontFamily },
          },
        }
      : {}),
  };
}

function common(context: ChartjsContext, legend: boolean) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: context.languageTag,
    ...(context.animate ? {} : { animation: false as const }),
    plugins: plugins(context, legend),
  };
}

function categoryChart(
  spec: Extract<ChartSpec, { kind: CategoryChartKind }>,
  context: ChartjsContext,
): ChartjsConfig {
  const { theme, rtl } = context;
  const base = common(context, spec.series.length > 1 || spec.kind === 'radar');
  if (spec.kind === 'radar') {
    return {
      type: 'radar',
      data: {
        labels: spec.categories,
        datasets: spec.series.map((series, index) => ({
          label: series.label,
          data: series.values,
          borderColor: seriesColor(theme, index),
          backgroundColor: withAlpha(seriesColor(theme, index), 0.15),
          pointBackgroundColor: seriesColor(theme, index),
          borderWidth: 2,
        })),
      },
      options: {
        ...base,
        scales: {
          r: {
            angleLines: { color: theme.border },
            grid: { color: theme.border },
            pointLabels: { color: theme.foreground, font: { family: theme.fontFamily } },
            ticks: { display: false },
            beginAtZero: true,
          } satisfies ScaleOptions<'radialLinear'>,
        },
      },
    };
  }
  const horizontal = spec.kind === 'hbar';
  const stacked = spec.kind === 'stacked-bar';
  const line = spec.kind === 'line' || spec.kind === 'area';
  // Arabic: categories run from the right and the value axis stands on the right; horizontal bars grow leftwards.
  const categoryAxis = {
    ...axis(context, {
      reverse: rtl && !horizontal,
      position: horizontal ? (rtl ? 'right' : 'left') : undefined,
    }),
    stacked,
    // Bars sit between the grid lines, lines on them.
    offset: !line,
    grid: { color: theme.border, drawTicks: false, offset: !line },
  };
  const valueAxis = {
    ...axis(context, {
      values: true,
      decimals: spec.decimals,
      reverse: rtl && horizontal,
      position: horizontal ? undefined : rtl ? 'right' : 'left',
    }),
    stacked,
    beginAtZero: true,
  };
  return {
    type: line ? 'line' : 'bar',
    data: {
      labels: spec.categories,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        borderColor: seriesColor(theme, index),
        backgroundColor: line ? withAlpha(seriesColor(theme, index), 0.18) : seriesColor(theme, index),
        fill: spec.kind === 'area',
        tension: 0.35,
        pointRadius: 0,
        pointHoverRadius: 4,
        borderWidth: line ? 2.5 : 0,
        ...(line ? {} : { borderRadius: 4, maxBarThickness: 40 }),
      })),
    },
    options: {
      ...base,
      indexAxis: horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
    },
  };
}

function sliceChart(
  spec: Extract<ChartSpec, { kind: 'donut' | 'pie' | 'polar' }>,
  context: ChartjsContext,
): ChartjsConfig {
  const { theme } = context;
  const polar = spec.kind === 'polar';
  const colors = spec.categories.map((_, index) => seriesColor(theme, index));
  const base = common(context, true);
  return {
    type: polar ? 'polarArea' : spec.kind === 'donut' ? 'doughnut' : 'pie',
    data: {
      labels: spec.categories,
      datasets: [
        {
          label: spec.series[0].label,
          data: spec.series[0].values,
          backgroundColor: polar ? colors.map((color) => withAlpha(color, 0.75)) : colors,
          borderColor: theme.card,
          borderWidth: 2,
        },
      ],
    },
    options: {
      ...base,
      plugins: {
        ...base.plugins,
        tooltip: {
          ...base.plugins.tooltip,
          callbacks: {
            label: (item: TooltipItem<ChartType>) => `${item.label}: ${context.format(Number(item.raw))}`,
          },
        },
      },
      ...(polar
        ? {
            scales: {
              r: {
                grid: { color: theme.border },
                angleLines: { color: theme.border },
                ticks: {
                  color: theme.muted,
                  backdropColor: theme.card,
                  precision: 0,
                  callback: (value: number | string) => context.format(Number(value)),
                },
              } satisfies ScaleOptions<'radialLinear'>,
            },
          }
        : { cutout: spec.kind === 'donut' ? '60%' : 0 }),
    },
  };
}

function pointChart(
  spec: Extract<ChartSpec, { kind: 'scatter' | 'bubble' }>,
  context: ChartjsContext,
): ChartjsConfig {
  const { theme, rtl, format } = context;
  const sizes = spec.series.flatMap((series) => series.points.map((point) => point.z ?? 1));
  const [low, high] = [Math.min(...sizes), Math.max(...sizes)];
  /** Bubble radius in pixels, 5 to 22, from the point's size value. */
  const radius = (z: number) => 5 + (high > low ? ((z - low) / (high - low)) * 17 : 8);
  const base = common(context, spec.series.length > 1);
  return {
    type: spec.kind,
    data: {
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.points.map((point) => ({
          x: point.x,
          y: point.y,
          r: spec.kind === 'bubble' ? radius(point.z ?? 1) : 6,
          name: point.name,
          z: point.z,
        })),
        backgroundColor: withAlpha(seriesColor(theme, index), spec.kind === 'bubble' ? 0.6 : 0.85),
        borderColor: seriesColor(theme, index),
        borderWidth: 1,
        pointRadius: 6,
        pointHoverRadius: 8,
      })),
    },
    options: {
      ...base,
      plugins: {
        ...base.plugins,
        tooltip: {
          ...base.plugins.tooltip,
          callbacks: {
            label: (item: TooltipItem<ChartType>) => {
              const point = item.raw as { x: number; y: number; z?: number; name: string };
              const values = [`${spec.axes.x}: ${format(point.x)}`, `${spec.axes.y}: ${format(point.y)}`];
              if (spec.kind === 'bubble' && spec.axes.z)
                values.push(`${spec.axes.z}: ${format(point.z ?? 0)}`);
              return [point.name, ...values];
            },
          },
        },
      },
      scales: {
        x: {
          ...axis(context, { values: true, decimals: spec.decimals, reverse: rtl, title: spec.axes.x }),
          type: 'linear',
          beginAtZero: true,
        },
        y: {
          ...axis(context, {
            values: true,
            decimals: spec.decimals,
            position: rtl ? 'right' : 'left',
            title: spec.axes.y,
          }),
          beginAtZero: true,
        },
      },
    },
  } as ChartjsConfig;
}

/** The Chart.js configuration of one gallery chart; null for the types Chart.js does not draw. */
export function chartjsConfig(spec: ChartSpec, context: ChartjsContext): ChartjsConfig | null {
  switch (spec.kind) {
    case 'donut':
    case 'pie':
    case 'polar':
      return sliceChart(spec, context);
    case 'scatter':
    case 'bubble':
      return pointChart(spec, context);
    case 'heatmap':
    case 'candlestick':
      return null;
    default:
      return categoryChart(spec, context);
  }
}
