'use client';

import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { cn } from '@/lib/utils';

export interface RadioChoice {
  value: string;
  title: string;
  description?: string;
  icon?: LucideIcon;
}

/**
 * A form field whose answer is one of a few cards (delivery, payment, deal type): a labelled radio
 * group, its error under it and tied to it, the first card focused when the step is refused.
 */
export function RadioChoiceField<Values extends FieldValues>({
  control,
  name,
  legend,
  choices,
  error,
  columns = 2,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  legend: string;
  choices: readonly RadioChoice[];
  /** The translated message, if any. */
  error?: string;
  columns?: 1 | 2 | 3;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onValueChange={field.onChange}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}
          >
            {choices.map((choice, index) => {
              const Icon = choice.icon;
              return (
                <Label
                  key={choice.value}
                  htmlFor={`${id}-${choice.value}`}
                  className={cn(
                    'cursor-pointer items-start gap-3 rounded-lg border border-border p-4 font-normal transition hover:bg-accent',
                    'has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary-soft',
                  )}
                >
                  <RadioGroupItem
                    id={`${id}-${choice.value}`}
                    value={choice.value}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    className="mt-0.5"
                  />
                  <span className="flex grow flex-col gap-0.5">
                    <span className="flex items-center gap-2 font-medium">
                      {Icon ? <Icon aria-hidden className="size-4 text-primary" /> : null}
                      {choice.title}
                    </span>
                    {choice.description ? (
                      <span className="text-xs text-muted-foreground">{choice.description}</span>
                    ) : null}
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
        )}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
