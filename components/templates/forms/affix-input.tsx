import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface AffixInputProps extends ComponentProps<'input'> {
  /** An icon inside the field at its start (decorative: the label names the field). */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** A text add-on before or after the field ("https://", "kg"), read with the field's description. */
  prefix?: string;
  suffix?: string;
  /** Ids of the add-ons, for the input's `aria-describedby`. */
  prefixId?: string;
  suffixId?: string;
}

const addon = 'flex items-center bg-muted px-3 text-sm text-muted-foreground';

/**
 * `Input` with icons inside it or text add-ons beside it. The group carries the border and the
 * focus ring, so the add-ons read as part of the field; logical sides keep it right in RTL.
 */
export function AffixInput({
  startIcon,
  endIcon,
  prefix,
  suffix,
  prefixId,
  suffixId,
  className,
  ...props
}: AffixInputProps) {
  const icon = 'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground [&_svg]:size-4';
  const field = (
    <div className="relative min-w-0 flex-1">
      {startIcon ? <span className={cn(icon, 'start-3')}>{startIcon}</span> : null}
      <Input
        className={cn(
          startIcon && 'ps-9',
          endIcon && 'pe-9',
          (prefix || suffix) && 'rounded-none border-0 focus-visible:ring-0',
          className,
        )}
        {...props}
      />
      {endIcon ? <span className={cn(icon, 'end-3')}>{endIcon}</span> : null}
    </div>
  );
  if (!prefix && !suffix) return field;
  return (
    <div className="flex overflow-hidden rounded-md border border-border bg-card transition focus-within:border-primary focus-within:ring-2 focus-within:ring-ring/30 has-[[aria-invalid=true]]:border-destructive">
      {prefix ? (
        <span id={prefixId} className={cn(addon, 'border-e border-border')}>
          {prefix}
        </span>
      ) : null}
      {field}
      {suffix ? (
        <span id={suffixId} className={cn(addon, 'border-s border-border')}>
          {suffix}
        </span>
      ) : null}
    </div>
  );
}
