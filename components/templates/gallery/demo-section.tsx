import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * One demonstration on a gallery page: a card with its heading (`h2`, named landmark), a sentence
 * on what it shows and the live example. Works in server and client components alike.
 */
export function DemoSection({
  id,
  title,
  description,
  className,
  children,
}: {
  /** A slug unique on the page: the section's anchor and the id of its heading. */
  id: string;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `demo-${id}`;
  return (
    <section id={id} aria-labelledby={headingId} className="surface scroll-mt-24 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{description}</p>
      <div className={cn('mt-5', className)}>{children}</div>
    </section>
  );
}
