/** The data of one dashboard chart, as the server hands it to the chart and to its table. */
export type ChartKind = 'area' | 'bar' | 'bar-horizontal' | 'donut';

export interface ChartSeries {
  /** A key for the series' CSS colour variable: letters only. */
  key: string;
  label: string;
}

export interface ChartRow {
  /** The category, already formatted for the page's language (a day, a place, a price range). */
  label: string;
  values: Record<string, number>;
}

/** True when the chart would draw nothing but axes. */
export const isEmptyChart = (rows: readonly ChartRow[]) =>
  rows.every((row) => Object.values(row.values).every((value) => value === 0));
