'use client';

import { useId, type ReactNode } from 'react';
import { Field, FieldDescription, FieldError, FieldLabel, fieldIds } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { useErrorText } from './use-error-text';

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface GalleryFieldProps {
  label: string;
  /** A message key from the form's schema (or a server answer), translated here. */
  error?: string;
  hint?: string;
  /** `horizontal`: label beside the field from the `sm` breakpoint, above it on phones. */
  layout?: 'vertical' | 'horizontal';
  /** Extra ids the control is described by (a counter). */
  describedBy?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A form field of the gallery's forms: label, control, hint and translated error, tied together
 * by ids, stacked or in a label/field grid. The hint gives way to the error.
 */
export function GalleryField({
  label,
  error,
  hint,
  layout = 'vertical',
  describedBy,
  className,
  children,
}: GalleryFieldProps) {
  const errorText = useErrorText();
  const { id, descriptionId, errorId } = fieldIds(useId());
  const message = errorText(error);
  const ownDescription = message ? errorId : hint ? descriptionId : undefined;
  const control = {
    id,
    'aria-invalid': Boolean(message),
    'aria-describedby': cn(ownDescription, describedBy) || undefined,
  };
  const horizontal = layout === 'horizontal';
  return (
    <Field
      invalid={Boolean(message)}
      className={cn(
        horizontal && 'sm:grid sm:grid-cols-[11rem_1fr] sm:items-start sm:gap-x-4 sm:space-y-0',
        className,
      )}
    >
      <FieldLabel htmlFor={id} className={cn(horizontal && 'sm:min-h-11')}>
        {label}
      </FieldLabel>
      <div className="space-y-1.5">
        {children(control)}
        {hint && !message ? <FieldDescription id={descriptionId}>{hint}</FieldDescription> : null}
        <FieldError id={errorId}>{message}</FieldError>
      </div>
    </Field>
  );
}
