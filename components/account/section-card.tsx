import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One titled part of a settings or profile page; `danger` for the irreversible ones. */
export function SectionCard({
  id,
  title,
  description,
  danger = false,
  aside,
  children,
}: {
  /** Names the section for assistive technology (the heading's id). */
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  /** Beside the title: a status badge, say. */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('surface space-y-5 p-6', danger && 'border border-destructive/40')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className={cn('text-lg font-semibold', danger && 'text-destructive')}>
            {title}
          </h2>
          {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
