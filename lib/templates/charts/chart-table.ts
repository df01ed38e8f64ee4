import type { ChartSpec } from './chart-spec';

/** A chart's data as a table: the same numbers for screen readers and for "show as table". */
export interface ChartTable {
  head: string[];
  rows: { label: string; cells: number[] }[];
}

export function chartTable(spec: ChartSpec): ChartTable {
  switch (spec.kind) {
    case 'scatter':
    case 'bubble': {
      const { axes } = spec;
      const several = spec.series.length > 1;
      return {
        head: [spec.categoryLabel, axes.x, axes.y, ...(spec.kind === 'bubble' && axes.z ? [axes.z] : [])],
        rows: spec.series.flatMap((series) =>
          series.points.map((point) => ({
            label: several ? `${series.label}: ${point.name}` : point.name,
            cells: spec.kind === 'bubble' ? [point.x, point.y, point.z ?? 0] : [point.x, point.y],
          })),
        ),
      };
    }
    case 'heatmap':
      return {
        head: [spec.categoryLabel, ...spec.columns],
        rows: spec.rows.map((label, index) => ({ label, cells: spec.values[index] ?? [] })),
      };
    case 'candlestick':
      return {
        head: [spec.categoryLabel, ...spec.priceLabels],
        rows: spec.categories.map((label, index) => ({ label, cells: [...(spec.candles[index] ?? [])] })),
      };
    default:
      return {
        head: [spec.categoryLabel, ...spec.series.map((series) => series.label)],
        rows: spec.categories.map((label, index) => ({
          label,
          cells: spec.series.map((series) => series.values[index] ?? 0),
        })),
      };
  }
}
