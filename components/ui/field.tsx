import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/**
 * The ids that tie a control to its description and error. Pass a name unique on the page (a
 * `useId()` value, or the form field's name when the form appears once); the caller sets
 * `id`, `aria-invalid` and `aria-describedby` on the control itself.
 */
export function fieldIds(name: string) {
  return { id: name, descriptionId: `${name}-description`, errorId: `${name}-error` };
}

interface FieldProps extends ComponentProps<'div'> {
  /** `horizontal` puts a checkbox, radio or switch and its label on one line. */
  orientation?: 'vertical' | 'horizontal';
  invalid?: boolean;
  disabled?: boolean;
}

/** One form field: label, control, description and error, stacked (or in a row for toggles). */
export function Field({ orientation = 'vertical', invalid, disabled, className, ...props }: FieldProps) {
  return (
    <div
      data-orientation={orientation}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        'group',
        orientation === 'vertical' ? 'space-y-1.5' : 'flex items-center gap-3',
        className,
      )}
      {...props}
    />
  );
}

export const FieldLabel = Label;

/** A hint under the control; give it `descriptionId` and list that id in the control's `aria-describedby`. */
export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/**
 * The field's error, already translated. Plain text (not an alert): the control points at it
 * with `aria-describedby` and carries `aria-invalid`, so it is read when the control is focused.
 * Renders nothing without a message.
 */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
