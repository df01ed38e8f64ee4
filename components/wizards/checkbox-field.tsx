'use client';

import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';

/** One checkbox with its label and its error tied to it (a confirmation, an option). */
export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Field orientation="horizontal" invalid={Boolean(error)} className="items-start">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-0.5"
            />
          )}
        />
        <FieldLabel htmlFor={id} className="leading-snug font-normal">
          {label}
        </FieldLabel>
      </Field>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
