import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

const ringVariants = cva('relative inline-grid shrink-0 place-items-center', {
  variants: {
    size: { sm: 'size-6', md: 'size-10', lg: 'size-16', xl: 'size-24' },
  },
  defaultVariants: { size: 'md' },
});

const strokeVariants = cva('', {
  variants: {
    variant: {
      default: 'stroke-primary',
      success: 'stroke-emerald-600 dark:stroke-emerald-400',
      warning: 'stroke-amber-500 dark:stroke-amber-400',
      info: 'stroke-sky-600 dark:stroke-sky-400',
      destructive: 'stroke-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

const labelSize = { sm: 'text-[0.5rem]', md: 'text-[0.625rem]', lg: 'text-sm', xl: 'text-lg' } as const;

type AccessibleName = { 'aria-label': string } | { 'aria-labelledby': string };

type ProgressCircularProps = Omit<ComponentProps<'div'>, 'role' | 'aria-label' | 'aria-labelledby'> &
  VariantProps<typeof ringVariants> &
  VariantProps<typeof strokeVariants> &
  AccessibleName & {
    /** From 0 to `max`; null or unset while the amount is unknown (a spinning arc). */
    value?: number | null;
    max?: number;
    /** Thickness of the ring in SVG units (the ring is 36 wide). */
    thickness?: number;
    /** Shown in the centre (e.g. "72%"); hidden from screen readers, which read aria-valuenow. */
    label?: ReactNode;
  };

const RADIUS = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A ring that fills clockwise from the top (counter-clockwise in Arabic), or spins a quarter arc
 * while the amount is unknown; with reduced motion the arc stays still and fades.
 */
export function ProgressCircular({
  value,
  max = 100,
  size,
  variant,
  thickness = 3.5,
  label,
  className,
  ...props
}: ProgressCircularProps) {
  const known = typeof value === 'number' && Number.isFinite(value);
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0;
  const filled = known ? clamped / max : 0.25;
  return (
    <div
      role="progressbar"
      data-slot="progress-circular"
      data-state={known ? (clamped >= max ? 'complete' : 'loading') : 'indeterminate'}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? clamped : undefined}
      className={cn(ringVariants({ size }), className)}
      {...props}
    >
      <svg
        viewBox="0 0 36 36"
        aria-hidden
        className={cn(
          // Mirrored in Arabic, then turned the other way, so the start stays at the top.
          'absolute inset-0 size-full -rotate-90 rtl:rotate-90 rtl:-scale-x-100',
          !known && 'motion-safe:animate-spin motion-reduce:animate-pulse',
        )}
      >
        <circle cx="18" cy="18" r={RADIUS} fill="none" strokeWidth={thickness} className="stroke-muted" />
        <circle
          cx="18"
          cy="18"
          r={RADIUS}
          fill="none"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - filled)}
          className={cn(
            strokeVariants({ variant }),
            'transition-[stroke-dashoffset] duration-300 motion-reduce:transition-none',
          )}
        />
      </svg>
      {label !== undefined && label !== null ? (
        <span aria-hidden className={cn('relative font-medium tabular-nums', labelSize[size ?? 'md'])}>
          {label}
        </span>
      ) : null}
    </div>
  );
}
