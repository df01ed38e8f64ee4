import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block while content loads; size it with classes (`h-4 w-32`, `size-10 rounded-full`). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
