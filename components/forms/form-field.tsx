'use client';

import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
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
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {isMessageKey<MessageKey<'Validation'>>(t.has, error) ? t(error) : error}
        </p>
      ) : null}
    </div>
  );
}
