/**
 * One chart of the chart galleries (`/charts/apex-chart`, `/charts/chartjs`), as the server hands it
 * to the library that draws it and to the table that says the same in numbers. Plain JSON: labels
 * arrive formatted in the page's language, values as numbers the browser formats.
 */

/** Where the numbers come from: the site's figures (admins), the viewer's own, or made up. */
export type ChartSource = 'site' | 'own' | 'sample';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ScatterPoint {
  x: number;
  y: number;
  /** Bubble size (bubble charts only). */
  z?: number;
  /** What the point is (an offer's name), for the table and the tooltip. */
  name: string;
}

export interface PointSeries {
  label: string;
  points: ScatterPoint[];
}

/** Open, high, low, close. */
export type Candle = [number, number, number, number];

interface SpecBase {
  /** Stable within the page: a key, and the prefix of the chart's element ids. */
  id: string;
  title: string;
  description: string;
  source: ChartSource;
  /** Header of the table's first column (Day, Location…). */
  categoryLabel: string;
  /** Values with decimals (sample prices) rather than counts. */
  decimals?: boolean;
}

export type CategoryChartKind = 'line' | 'area' | 'bar' | 'hbar' | 'stacked-bar' | 'radar';
export type SliceChartKind = 'donut' | 'pie' | 'polar';

export type ChartSpec =
  | (SpecBase & { kind: CategoryChartKind; categories: string[]; series: ChartSeries[] })
  | (SpecBase & { kind: SliceChartKind; categories: string[]; series: [ChartSeries] })
  | (SpecBase & {
      kind: 'scatter' | 'bubble';
      /** Axis titles: x, y and, for bubbles, the size. */
      axes: { x: string; y: string; z?: string };
      series: PointSeries[];
    })
  | (SpecBase & {
      kind: 'heatmap';
      /** Row labels (top to bottom) and column labels (in reading order). */
      rows: string[];
      columns: string[];
      /** values[row][column] */
      values: number[][];
    })
  | (SpecBase & {
      kind: 'candlestick';
      categories: string[];
      /** Table headers of the four prices. */
      priceLabels: [string, string, string, string];
      candles: Candle[];
    });
