import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * The theme has no animation library: the indeterminate bar's keyframes come with the component,
 * in a <style> that React hoists into the head once however many bars render. It slides along the
 * inline axis (`inset-inline-start`), so it runs right to left in Arabic; with reduced motion the
 * bar fills the track and only fades.
 */
const KEYFRAMES = '@keyframes ui-progress-slide{0%{inset-inline-start:-40%}100%{inset-inline-start:100%}}';

function ProgressKeyframes() {
  return (
    <style href="ui-progress-keyframes" precedence="default">
      {KEYFRAMES}
    </style>
  );
}

const progressVariants = cva('relative w-full overflow-hidden rounded-full bg-muted', {
  variants: {
    size: { sm: 'h-1', md: 'h-2', lg: 'h-3' },
  },
  defaultVariants: { size: 'md' },
});

const indicatorVariants = cva(
  'h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none',
  {
    variants: {
      variant: {
        default: 'bg-primary',
        success: 'bg-emerald-600 dark:bg-emerald-400',
        warning: 'bg-amber-500 dark:bg-amber-400',
        info: 'bg-sky-600 dark:bg-sky-400',
        destructive: 'bg-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A progress bar has no visible text of its own: the caller names it. */
type AccessibleName = { 'aria-label': string } | { 'aria-labelledby': string };

type ProgressProps = Omit<ComponentProps<'div'>, 'role' | 'aria-label' | 'aria-labelledby'> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof indicatorVariants> &
  AccessibleName & {
    /** From 0 to `max`; null or unset while the amount is unknown (indeterminate). */
    value?: number | null;
    max?: number;
  };

/** A linear progress bar, role="progressbar" with aria-valuenow while its value is known. */
export function Progress({ value, max = 100, size, variant, className, ...props }: ProgressProps) {
  const known = typeof value === 'number' && Number.isFinite(value);
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0;
  return (
    <div
      role="progressbar"
      data-slot="progress"
      data-state={known ? (clamped >= max ? 'complete' : 'loading') : 'indeterminate'}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? clamped : undefined}
      className={cn(progressVariants({ size }), className)}
      {...props}
    >
      {known ? (
        <div className={indicatorVariants({ variant })} style={{ width: `${(clamped / max) * 100}%` }} />
      ) : (
        <>
          <ProgressKeyframes />
          <div
            className={cn(
              indicatorVariants({ variant }),
              'absolute inset-y-0 w-2/5 motion-safe:animate-[ui-progress-slide_1.6s_ease-in-out_infinite] motion-reduce:start-0 motion-reduce:w-full motion-reduce:animate-pulse',
            )}
          />
        </>
      )}
    </div>
  );
}
