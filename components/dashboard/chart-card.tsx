import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { isEmptyChart, type ChartKind, type ChartRow, type ChartSeries } from './chart-data';
import { ChartPanel } from './chart-panel';
import { DashboardChart } from './dashboard-chart';

interface ChartCardProps {
  title: string;
  description?: string;
  kind: ChartKind;
  /** The header of the category column of the table (Day, Location…). */
  categoryLabel: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** What the card says, and offers to do, when there is nothing to draw. */
  empty: ReactNode;
  className?: string;
}

/** A titled chart with its data as a table (for screen readers, or shown instead of the chart). */
export async function ChartCard({
  title,
  description,
  kind,
  categoryLabel,
  rows,
  series,
  empty,
  className,
}: ChartCardProps) {
  const locale = await getLocale();
  const t = await getTranslations('Charts');
  const format = figureFormat(locale);
  if (isEmptyChart(rows))
    return (
      <section className={`surface flex flex-col gap-3 p-5 ${className ?? ''}`}>
        <h2 className="font-semibold">{title}</h2>
        <div className="grid min-h-40 flex-1 place-items-center text-center text-sm text-muted-foreground">
          {empty}
        </div>
      </section>
    );
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('tableCaption', { title })}</caption>
      <thead className="text-muted-foreground">
        <tr className="border-b border-border">
          <th scope="col" className="px-2 py-1.5 text-start font-medium">
            {categoryLabel}
          </th>
          {series.map((item) => (
            <th key={item.key} scope="col" className="px-2 py-1.5 text-end font-medium">
              {item.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-1.5 text-start font-normal">
              {row.label}
            </th>
            {series.map((item) => (
              <td key={item.key} className="px-2 py-1.5 text-end tabular-nums">
                {format.count(row.values[item.key] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={className}>
      <ChartPanel
        title={title}
        description={description}
        showTable={t('showTable')}
        chart={<DashboardChart kind={kind} rows={rows} series={series} locale={locale} />}
        table={table}
      />
    </div>
  );
}
