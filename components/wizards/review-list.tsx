'use client';

import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface ReviewSection {
  title: string;
  /** The step to go back to. */
  step: number;
  rows: readonly { label: string; value: ReactNode }[];
}

/** The review step's summary: one block per earlier step, each with a button back to it. */
export function ReviewList({
  sections,
  editText,
  editLabel,
  onEdit,
}: {
  sections: readonly ReviewSection[];
  /** The button's visible word ("Edit") and its full name ("Edit price and terms"). */
  editText: string;
  editLabel: (section: string) => string;
  onEdit?: (step: number) => void;
}) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border">
      {sections.map((section) => (
        <section key={section.title} className="space-y-3 p-4">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-semibold">{section.title}</h3>
            {onEdit ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={editLabel(section.title)}
                onClick={() => onEdit(section.step)}
              >
                <Pencil aria-hidden className="size-3.5" />
                {editText}
              </Button>
            ) : null}
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="min-w-0 break-words whitespace-pre-line">
                  {/* What the member typed keeps its own direction inside the page's (an English title in Arabic). */}
                  {typeof row.value === 'string' ? <bdi>{row.value}</bdi> : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
