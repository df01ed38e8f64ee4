import { describe, expect, it } from 'vitest';
import { apexConfig } from '@/lib/templates/charts/apex-options';
import { escapeHtml, valueFormatter } from '@/lib/templates/charts/chart-format';
import type { ChartSpec } from '@/lib/templates/charts/chart-spec';
import { chartTable } from '@/lib/templates/charts/chart-table';
import { luminance, withAlpha, type ChartTheme } from '@/lib/templates/charts/chart-theme';
import { chartjsConfig } from '@/lib/templates/charts/chartjs-config';
import { isBlank, lastWeeks, performancePoints, weeklyTotals } from '@/lib/templates/charts/figure-series';
import {
  sampleBubbles,
  sampleCandles,
  sampleCounts,
  sampleScores,
} from '@/lib/templates/charts/sample-series';

const theme: ChartTheme = {
  series: ['#111111', '#222222', '#333333', '#444444', '#555555'],
  foreground: '#000000',
  muted: '#666666',
  border: '#dddddd',
  card: '#ffffff',
  fontFamily: 'Inter',
  dark: false,
};
const base = { title: 'Views', description: 'Last 30 days', source: 'site' as const, categoryLabel: 'Day' };
const line: ChartSpec = {
  ...base,
  id: 'views',
  kind: 'line',
  categories: ['1 Mar', '2 Mar', '3 Mar'],
  series: [
    { label: 'Views', values: [1, 2, 3] },
    { label: '<b>Messages</b>', values: [4, 5, 6] },
  ],
};
const days = (values: number[]) =>
  values.map((value, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, value }));
const format = valueFormatter('en');

describe('chart galleries: the figures as series', () => {
  it('cut a per-day figure into whole weeks that end with the last day', () => {
    const weeks = lastWeeks(days(Array.from({ length: 30 }, (_, index) => index)), 4);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.value).toBe(2);
    expect(weeks[3]![6]!.value).toBe(29);
    expect(lastWeeks(days([1, 2, 3]), 4)).toEqual([]);
  });

  it('total several per-day figures per week', () => {
    const ones = days(Array.from({ length: 14 }, () => 1));
    const twos = days(Array.from({ length: 14 }, () => 2));
    expect(weeklyTotals([ones, twos], 2)).toEqual([
      { start: '2026-03-01', totals: [7, 14] },
      { start: '2026-03-08', totals: [7, 14] },
    ]);
  });

  it('know a figure with nothing to draw, and put offers on a views × messages plane', () => {
    expect(isBlank([0, 0, 0])).toBe(true);
    expect(isBlank([0, 1])).toBe(false);
    expect(performancePoints([{ name: 'Loft', views: 12, messages: 3 }])).toEqual([
      { name: 'Loft', x: 12, y: 3 },
    ]);
  });

  it('draw the same sample numbers on every request', () => {
    expect(sampleCounts(5, 10, 1)).toEqual(sampleCounts(5, 10, 1));
    expect(sampleCounts(30, 10, 2).every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
    expect(sampleScores(6, 3).every((score) => score >= 40 && score <= 100)).toBe(true);
    expect(sampleBubbles(4, 4)).toHaveLength(4);
    const candles = sampleCandles(20, 5);
    for (const [open, high, low, close] of candles) {
      expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
      expect(low).toBeLessThanOrEqual(Math.min(open, close));
    }
    // Each day opens where the last one closed.
    expect(candles[1]![0]).toBeCloseTo(candles[0]![3], 1);
  });
});

describe('chart galleries: the accessible table of a chart', () => {
  it('has a row per category and a column per series', () => {
    expect(chartTable(line)).toEqual({
      head: ['Day', 'Views', '<b>Messages</b>'],
      rows: [
        { label: '1 Mar', cells: [1, 4] },
        { label: '2 Mar', cells: [2, 5] },
        { label: '3 Mar', cells: [3, 6] },
      ],
    });
  });

  it('lists a bubble chart point by point, named by its series when there are several', () => {
    const bubbles: ChartSpec = {
      ...base,
      id: 'bubbles',
      kind: 'bubble',
      axes: { x: 'Cost', y: 'Reach', z: 'Replies' },
      series: [
        { label: 'Online', points: [{ name: 'A', x: 1, y: 2, z: 3 }] },
        { label: 'Print', points: [{ name: 'B', x: 4, y: 5, z: 6 }] },
      ],
    };
    expect(chartTable(bubbles)).toEqual({
      head: ['Day', 'Cost', 'Reach', 'Replies'],
      rows: [
        { label: 'Online: A', cells: [1, 2, 3] },
        { label: 'Print: B', cells: [4, 5, 6] },
      ],
    });
  });

  it('lists a heatmap by row and a candlestick by day with its four prices', () => {
    const heatmap: ChartSpec = {
      ...base,
      id: 'heat',
      kind: 'heatmap',
      rows: ['Week 1', 'Week 2'],
      columns: ['Mon', 'Tue'],
      values: [
        [1, 2],
        [3, 4],
      ],
    };
    expect(chartTable(heatmap).rows[1]).toEqual({ label: 'Week 2', cells: [3, 4] });
    const candles: ChartSpec = {
      ...base,
      id: 'candles',
      kind: 'candlestick',
      categories: ['1 Mar'],
      priceLabels: ['Open', 'High', 'Low', 'Close'],
      candles: [[1, 2, 0.5, 1.5]],
    };
    expect(chartTable(candles)).toEqual({
      head: ['Day', 'Open', 'High', 'Low', 'Close'],
      rows: [{ label: '1 Mar', cells: [1, 2, 0.5, 1.5] }],
    });
  });
});

describe('chart galleries: ApexCharts options', () => {
  it('mirror the categories and put the value axis on the right in Arabic', () => {
    const ltr = apexConfig(line, { theme, rtl: false, format });
    const rtl = apexConfig(line, { theme, rtl: true, format });
    expect(ltr.options.xaxis?.categories).toEqual(['1 Mar', '2 Mar', '3 Mar']);
    expect(rtl.options.xaxis?.categories).toEqual(['3 Mar', '2 Mar', '1 Mar']);
    expect(rtl.series).toEqual([
      { name: 'Views', data: [3, 2, 1] },
      { name: '<b>Messages</b>', data: [6, 5, 4] },
    ]);
    expect(rtl.options.yaxis).toMatchObject({ opposite: true });
    expect(ltr.options.yaxis).toMatchObject({ opposite: false });
  });

  it('take their colours from the theme', () => {
    const config = apexConfig(line, { theme, rtl: false, format });
    expect(config.options.colors).toEqual(theme.series);
    expect(config.options.grid?.borderColor).toBe(theme.border);
    expect(config.options.chart?.fontFamily).toBe('Inter');
  });

  it('escape names ApexCharts writes as HTML (legend, tooltip)', () => {
    const { options } = apexConfig(line, { theme, rtl: false, format });
    const legend = options.legend?.formatter as (name: string) => string;
    expect(legend('<b>Messages</b>')).toBe('&lt;b&gt;Messages&lt;/b&gt;');
    expect(escapeHtml(`"Tom & Jerry's"`)).toBe('&quot;Tom &amp; Jerry&#39;s&quot;');
  });

  it('stack the bars of a stacked chart and draw slices with their labels', () => {
    expect(
      apexConfig({ ...line, kind: 'stacked-bar' }, { theme, rtl: false, format }).options.chart?.stacked,
    ).toBe(true);
    const donut = apexConfig(
      {
        ...base,
        id: 'pricing',
        kind: 'donut',
        categories: ['Fixed', 'Per day'],
        series: [{ label: 'Offers', values: [3, 1] }],
      },
      { theme, rtl: false, format },
    );
    expect(donut.type).toBe('donut');
    expect(donut.series).toEqual([3, 1]);
    expect(donut.options.labels).toEqual(['Fixed', 'Per day']);
  });
});

describe('chart galleries: Chart.js configuration', () => {
  const context = { theme, rtl: false, languageTag: 'en', format, animate: true };

  it('reverse the category axis and move the value axis to the right in Arabic', () => {
    const config = chartjsConfig({ ...line, kind: 'bar' }, { ...context, rtl: true })!;
    const scales = config.options?.scales as Record<string, { reverse?: boolean; position?: string }>;
    expect(config.type).toBe('bar');
    expect(scales.x!.reverse).toBe(true);
    expect(scales.y!.position).toBe('right');
    expect(config.options?.plugins?.legend?.rtl).toBe(true);
  });

  it('format in the page language and colour from the theme', () => {
    const config = chartjsConfig(line, context)!;
    expect(config.options?.locale).toBe('en');
    expect(config.data.datasets[0]!.borderColor).toBe('#111111');
    expect(config.data.datasets[1]!.borderColor).toBe('#222222');
  });

  it('leave out the chart types Chart.js does not draw', () => {
    expect(
      chartjsConfig({ ...base, id: 'heat', kind: 'heatmap', rows: [], columns: [], values: [] }, context),
    ).toBeNull();
  });
});

describe('chart galleries: theme colours', () => {
  it('measure luminance and add transparency', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(withAlpha('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
  });

  it('format counts and prices in the page language', () => {
    expect(valueFormatter('de')(1234)).toBe('1.234');
    expect(valueFormatter('en', true)(2.5)).toBe('2.50');
    expect(valueFormatter('fr')(1234)).toBe('1\u202f234');
  });
});
