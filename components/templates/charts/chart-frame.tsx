import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChartPanel } from '@/components/dashboard/chart-panel';
import type { Locale } from '@/lib/i18n/locales';
import { valueFormatter } from '@/lib/templates/charts/chart-format';
import type { ChartSpec } from '@/lib/templates/charts/chart-spec';
import { chartTable } from '@/lib/templates/charts/chart-table';
import { cn } from '@/lib/utils';

interface ChartFrameProps {
  spec: ChartSpec;
  locale: Locale;
  /** The drawing: hidden from assistive technology, which reads the table instead. */
  chart: ReactNode;
  wide?: boolean;
}

/**
 * A gallery chart in the dashboards' panel (components/dashboard/chart-panel.tsx): its title, where
 * its numbers come from, the drawing, and the same numbers as a table, read by screen readers and
 * shown in place of the drawing on request.
 */
export async function ChartFrame({ spec, locale, chart, wide }: ChartFrameProps) {
  const t = await getTranslations('Charts');
  const tg = await getTranslations('ChartsGallery');
  const format = valueFormatter(locale, spec.decimals);
  const { head, rows } = chartTable(spec);
  const [categoryHead, ...valueHeads] = head;
  const table = (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('tableCaption', { title: spec.title })}</caption>
      <thead className="text-muted-foreground">
        <tr className="border-b border-border">
          <th scope="col" className="px-2 py-1.5 text-start font-medium">
            {categoryHead}
          </th>
          {valueHeads.map((label) => (
            <th key={label} scope="col" className="px-2 py-1.5 text-end font-medium">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${index}`} className="border-b border-border last:border-0">
            <th scope="row" className="px-2 py-1.5 text-start font-normal">
              {row.label}
            </th>
            {row.cells.map((value, cell) => (
              <td key={cell} className="px-2 py-1.5 text-end tabular-nums">
                {format(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={cn('min-w-0', wide && 'lg:col-span-2')}>
      <ChartPanel
        title={spec.title}
        description={spec.description}
        showTable={tg('showTable', { title: spec.title })}
        chart={
          <div aria-hidden className="h-72 w-full min-w-0">
            {chart}
          </div>
        }
        table={table}
      />
    </div>
  );
}
