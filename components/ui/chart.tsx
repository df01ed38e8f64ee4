'use client';

import { createContext, use, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import type { LegendPayload, TooltipContentProps } from 'recharts';
import { cn } from '@/lib/utils';

/**
 * Charts in the shadcn layout, drawn by Recharts: a container that turns a config of series into
 * CSS variables (`--color-<key>`), and tooltip and legend contents in the app's surfaces. Colours
 * come from the theme (`--chart-1…5` in app/globals.css), so a chart follows light and dark.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartConfigContext = createContext<ChartConfig>({});

export function ChartContainer({
  config,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & { config: ChartConfig; children: ReactNode }) {
  const colours = Object.fromEntries(
    Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color]),
  ) as CSSProperties;
  return (
    <ChartConfigContext value={config}>
      <div
        className={cn(
          'h-64 w-full text-xs',
          // Recharts draws axes and grid lines with fixed greys: the theme's colours instead.
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border',
          '[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted',
          '[&_.recharts-surface]:outline-none [&_.recharts-sector]:stroke-card',
          // SVG text anchors follow the page's direction, but Recharts anchors the value axis'
          // labels for ltr (it mirrors the axes itself in Arabic: `reversed`, `orientation`).
          '[&_.recharts-yAxis-tick-labels]:[direction:ltr]',
          className,
        )}
        style={{ ...colours, ...style }}
        {...props}
      >
        {children}
      </div>
    </ChartConfigContext>
  );
}

/** The label of a series key, from the container's config. */
function useSeriesLabel() {
  const config = use(ChartConfigContext);
  return (key: unknown) => config[String(key)]?.label ?? String(key);
}

const Swatch = ({ color }: { color: string | undefined }) => (
  <span aria-hidden className="size-2.5 shrink-0 rounded-[3px]" style={{ background: color }} />
);

/** Tooltip content: the category, then each series with its colour and formatted value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatValue = String,
  byName = false,
}: Partial<TooltipContentProps<number, string>> & {
  formatValue?: (value: number) => string;
  /** A pie's items are its slices: name them by category, not by series. */
  byName?: boolean;
}) {
  const seriesLabel = useSeriesLabel();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 gap-1.5 rounded-md border border-border bg-card px-3 py-2 text-xs text-foreground shadow-md">
      {label !== undefined && <div className="font-medium">{label}</div>}
      {payload.map((item) => (
        <div key={String(item.dataKey ?? item.name)} className="flex items-center gap-2">
          <Swatch color={item.color ?? (item.payload as { fill?: string } | undefined)?.fill} />
          <span className="text-muted-foreground">
            {byName ? item.name : seriesLabel(item.dataKey ?? item.name)}
          </span>
          <span className="ms-auto font-medium tabular-nums">{formatValue(Number(item.value))}</span>
        </div>
      ))}
    </div>
  );
}

/** Legend content: one swatch and label per series (or per slice of a pie). */
export function ChartLegendContent({
  payload,
  byName = false,
}: {
  payload?: readonly LegendPayload[];
  byName?: boolean;
}) {
  const seriesLabel = useSeriesLabel();
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-3">
      {payload.map((item) => (
        <li key={String(item.value)} className="flex items-center gap-1.5">
          <Swatch color={item.color} />
          <span>{byName ? item.value : seriesLabel(item.dataKey ?? item.value)}</span>
        </li>
      ))}
    </ul>
  );
}
