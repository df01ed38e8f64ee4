import { Circle, CircleCheck, CircleMinus, CircleX, LoaderCircle, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { CheckStatusName } from './diagnostic-checks';

const STATUS_LOOK: Record<CheckStatusName, { icon: LucideIcon; className: string }> = {
  idle: { icon: Circle, className: 'text-muted-foreground' },
  running: { icon: LoaderCircle, className: 'animate-spin text-primary' },
  skipped: { icon: CircleMinus, className: 'text-muted-foreground' },
  success: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  failed: { icon: CircleX, className: 'text-destructive' },
};

export const STATUS_BADGE: Record<CheckStatusName, string> = {
  idle: 'bg-muted text-muted-foreground',
  running: 'bg-primary-soft text-primary',
  skipped: 'bg-muted text-muted-foreground',
  success: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  failed: 'bg-destructive/10 text-destructive',
};

export function CheckStatusIcon({ status, className }: { status: CheckStatusName; className?: string }) {
  const { icon: Icon, className: look } = STATUS_LOOK[status];
  return <Icon aria-hidden className={cn('size-5 shrink-0', look, className)} />;
}
