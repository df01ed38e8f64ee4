'use client';

import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SegmentedFilterProps<V extends string> {
  label: string;
  /** Show the label above the switch, or only to screen readers. */
  labelHidden?: boolean;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
}

/** A row of mutually exclusive filters (All / Draft / …) as a radio group: arrow keys move. */
export function SegmentedFilter<V extends string>({
  label,
  labelHidden,
  value,
  options,
  onChange,
}: SegmentedFilterProps<V>) {
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium'}>
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onValueChange={(next) => onChange(next as V)}
        className="inline-flex min-h-11 flex-wrap items-center gap-1 rounded-md border border-border bg-card p-1"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              'h-9 rounded px-3 text-sm font-medium text-muted-foreground transition outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary',
            )}
          >
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
