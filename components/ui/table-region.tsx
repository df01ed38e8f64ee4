'use client';

import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

interface TableRegionProps {
  /** Read by screen readers only: names the table and the scrollable region around it. */
  caption: string;
  /** A navigation or action is under way: the table dims and says it is busy. */
  pending?: boolean;
  /** The table's minimum width (a `min-w-[…]` class); below it the region scrolls sideways. */
  widthClassName: string;
  regionRef?: Ref<HTMLDivElement>;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * The house data table's frame: a card that scrolls sideways on narrow screens, focusable so
 * keyboard users can scroll it too, named by the table's caption.
 */
export function TableRegion({ caption, pending, widthClassName, regionRef, children }: TableRegionProps) {
  const captionId = useId();
  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={captionId}
      aria-busy={pending || undefined}
      tabIndex={0}
      className={cn(
        'surface overflow-x-auto transition-opacity outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pending && 'opacity-60',
      )}
    >
      <table className={cn('w-full text-sm', widthClassName)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
