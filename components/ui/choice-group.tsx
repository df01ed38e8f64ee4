'use client';

import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface Choice<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  columns?: 2 | 3;
}

/** A labelled radio group drawn as cards (arrow keys move, Space selects). */
export function ChoiceGroup<V extends string>({
  label,
  value,
  choices,
  onChange,
  columns = 3,
}: ChoiceGroupProps<V>) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <RadioGroup.Root
        aria-label={label}
        value={value}
        onValueChange={(next) => onChange(next as V)}
        className={cn('grid gap-2', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            className="flex flex-col items-center gap-1.5 rounded-lg border border-border px-2 py-3 text-xs font-medium text-muted-foreground transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary"
          >
            {choice.icon}
            {choice.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
