import type { Role } from '@/lib/auth/membership';
import { cn } from '@/lib/utils';
import type { Scope } from '@/sites';

/** A role or scope as a chip: roles filled, scopes outlined, so the two read apart at a glance. */
export function HolderChip({ kind, label }: { kind: 'role' | 'scope'; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        kind === 'role' ? 'bg-primary-soft text-primary' : 'border border-border text-foreground',
      )}
    >
      {label}
    </span>
  );
}

export function HolderChips({
  roles = [],
  scopes = [],
  labelOf,
  none,
}: {
  roles?: readonly Role[];
  scopes?: readonly Scope[];
  labelOf: (holder: `role:${Role}` | `scope:${Scope}`) => string;
  none: string;
}) {
  if (!roles.length && !scopes.length) return <span className="text-muted-foreground">{none}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <HolderChip key={role} kind="role" label={labelOf(`role:${role}`)} />
      ))}
      {scopes.map((scope) => (
        <HolderChip key={scope} kind="scope" label={labelOf(`scope:${scope}`)} />
      ))}
    </span>
  );
}

/** Active or Suspended, with a dot: colour is never the only sign. */
export function MemberStatusBadge({ suspended, label }: { suspended: boolean; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        suspended
          ? 'bg-destructive/10 text-destructive'
          : 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', suspended ? 'bg-destructive' : 'bg-emerald-500')}
      />
      {label}
    </span>
  );
}
