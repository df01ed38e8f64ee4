'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Field, FieldDescription, FieldError, FieldLabel, fieldIds } from '@/components/ui/field';
import { isMessageKey, type MessageKey } from '@/lib/i18n/message-keys';

interface FormFieldProps {
  label: string;
  /** A `Validation` message key from the shared zod schema, or nothing. */
  error?: string;
  hint?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  labelAside?: ReactNode;
}

/** Label, control, hint and translated error, wired for assistive technology. */
export function FormField({ label, error, hint, children, labelAside }: FormFieldProps) {
  const t = useTranslations('Validation');
  const { id, descriptionId, errorId } = fieldIds(useId());
  // The hint gives way to the error; point only at what is shown.
  const describedBy = error ? errorId : hint ? descriptionId : undefined;
  return (
    <Field invalid={Boolean(error)}>
      <div className="flex items-center justify-between gap-2">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? <FieldDescription id={descriptionId}>{hint}</FieldDescription> : null}
      <FieldError id={errorId}>
        {error && (isMessageKey<MessageKey<'Validation'>>(t.has, error) ? t(error) : error)}
      </FieldError>
    </Field>
  );
}
