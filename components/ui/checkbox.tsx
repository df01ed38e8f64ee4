'use client';

import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { solidTone, type StatusTone } from '@/components/ui/status-tone';
import { cn } from '@/lib/utils';

const fill: Record<'default' | StatusTone, string> = {
  default: 'bg-primary text-primary-foreground',
  ...solidTone,
};

interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** The fill when checked: the brand colour or a status tone (components/ui/status-tone.ts). */
  variant?: keyof typeof fill;
}

/** A checkbox: `checked` is true, false or 'indeterminate' (a dash, for "some of them"). */
export function Checkbox({ className, variant = 'default', ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer relative size-4.5 shrink-0 rounded-[4px] border border-muted-foreground bg-card transition outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      {/* Rendered only while checked or indeterminate; it covers the box, border included. */}
      <CheckboxPrimitive.Indicator
        className={cn('group absolute -inset-px grid place-items-center rounded-[4px]', fill[variant])}
      >
        <Check aria-hidden strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <Minus
          aria-hidden
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
