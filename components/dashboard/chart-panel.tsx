'use client';

import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface ChartPanelProps {
  title: string;
  description?: string;
  showTable: string;
  chart: ReactNode;
  table: ReactNode;
}

/**
 * A dashboard chart with its data table: screen readers always read the table; the toggle shows it
 * in place of the chart for anyone who prefers numbers to shapes.
 */
export function ChartPanel({ title, description, showTable, chart, table }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="surface flex min-w-0 flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={asTable}
          aria-label={showTable}
          title={showTable}
          onClick={() => setAsTable((value) => !value)}
        >
          <Table2 aria-hidden className="size-4" />
        </Button>
      </div>
      {asTable ? (
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="max-h-64 overflow-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {table}
        </div>
      ) : (
        <>
          {chart}
          <div className="sr-only">{table}</div>
        </>
      )}
    </section>
  );
}
