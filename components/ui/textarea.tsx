import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface TextareaProps extends ComponentProps<'textarea'> {
  /** Grow with the text (CSS `field-sizing: content`) instead of scrolling; `rows` is then the minimum. */
  autoGrow?: boolean;
}

/** A multi-line field with the look of `Input`. */
export function Textarea({ className, autoGrow = false, ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-md border border-border bg-card px-3 py-2 text-base transition outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
        autoGrow && 'field-sizing-content resize-none',
        className,
      )}
      {...props}
    />
  );
}
