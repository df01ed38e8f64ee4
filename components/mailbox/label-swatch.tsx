import type { LabelColor } from '@/lib/mailbox/mailbox-rules';
import { cn } from '@/lib/utils';

/** Each label colour as a swatch that reads on light and dark surfaces. */
const SWATCH: Record<LabelColor, string> = {
  primary: 'bg-primary',
  red: 'bg-red-500',
  amber: 'bg-amber-500',
  green: 'bg-emerald-500',
  sky: 'bg-sky-500',
  violet: 'bg-violet-500',
  pink: 'bg-pink-500',
  slate: 'bg-slate-500',
};

export function LabelSwatch({ color, className }: { color: LabelColor; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-2.5 shrink-0 rounded-full', SWATCH[color], className)}
    />
  );
}

/** A label's name on a message, with its colour. */
export function LabelChip({ name, color }: { name: string; color: LabelColor }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground">
      <LabelSwatch color={color} className="size-2" />
      <span className="truncate">{name}</span>
    </span>
  );
}
