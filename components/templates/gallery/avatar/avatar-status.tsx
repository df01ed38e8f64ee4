import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const PRESENCE = ['online', 'away', 'busy', 'offline'] as const;
export type Presence = (typeof PRESENCE)[number];

const DOT: Record<Presence, string> = {
  online: 'bg-emerald-600 dark:bg-emerald-400',
  away: 'bg-amber-500 dark:bg-amber-400',
  busy: 'bg-destructive',
  offline: 'bg-muted-foreground',
};

/**
 * An avatar with a presence dot at its bottom end. The dot is drawn for the eye; `label` ("Online")
 * is written for screen readers, since a colour alone says nothing to them.
 */
export function WithPresence({
  presence,
  label,
  children,
}: {
  presence: Presence;
  label: string;
  children: ReactNode;
}) {
  return (
    <span className="relative inline-flex">
      {children}
      <span
        aria-hidden
        className={cn('absolute end-0 bottom-0 size-3 rounded-full ring-2 ring-card', DOT[presence])}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
