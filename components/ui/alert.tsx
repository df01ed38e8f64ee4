'use client';

import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { softTone, toneBorder, toneText } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

export const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm text-foreground',
  {
    variants: {
      variant: {
        default: 'border-border bg-card',
        info: cn(softTone.info, toneBorder.info),
        success: cn(softTone.success, toneBorder.success),
        warning: cn(softTone.warning, toneBorder.warning),
        destructive: cn(softTone.destructive, toneBorder.destructive),
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type AlertProps = Omit<ComponentProps<'div'>, 'role'> &
  VariantProps<typeof alertVariants> & {
    /**
     * Announce it as soon as it appears (role="alert"): only for a message that shows up after
     * something the user did. A message that is on the page from the start stays a plain block.
     */
    live?: boolean;
    /** An icon at the start, e.g. `<CircleCheck />` (hidden from screen readers). */
    icon?: ReactNode;
  } & (
    | {
        /** Shows an X that hides the alert; its accessible name. */ dismissLabel: string;
        onDismiss?: () => void;
      }
    | { dismissLabel?: undefined; onDismiss?: undefined }
  );

/**
 * A message block: title and text in the variant's tint, an optional icon at the start and an
 * optional close button at the end (the alert then hides itself and calls `onDismiss`).
 */
export function Alert({
  className,
  variant,
  live = false,
  icon,
  dismissLabel,
  onDismiss,
  children,
  ...props
}: AlertProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const tone = variant && variant !== 'default' ? toneText[variant] : 'text-foreground';
  return (
    <div
      data-slot="alert"
      role={live ? 'alert' : undefined}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden className={cn('mt-0.5 shrink-0 [&>svg]:size-4', tone)}>
          {icon}
        </span>
      ) : null}
      <div className="grid min-w-0 grow gap-1">{children}</div>
      {dismissLabel ? (
        <button
          type="button"
          aria-label={dismissLabel}
          onClick={() => {
            setDismissed(true);
            onDismiss?.();
          }}
          className="-me-1.5 -mt-1 shrink-0 rounded-md p-1.5 opacity-80 hover:bg-foreground/5 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('leading-snug font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('text-sm text-foreground/90 [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
