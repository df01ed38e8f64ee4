import { useTranslations } from 'next-intl';
import type { VehicleStatus } from '@/lib/fleet/fleet-types';
import { cn } from '@/lib/utils';

/** Each status's colours: the badge's in light and dark mode, and the map marker's fill. */
export const STATUS_TONES: Record<VehicleStatus, { badge: string; marker: string }> = {
  'on-route': {
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
    marker: 'fill-sky-600 dark:fill-sky-400',
  },
  loading: {
    badge: 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100',
    marker: 'fill-amber-500 dark:fill-amber-300',
  },
  idle: {
    badge: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-700 dark:text-zinc-100',
    marker: 'fill-zinc-500 dark:fill-zinc-300',
  },
  maintenance: {
    badge: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
    marker: 'fill-red-600 dark:fill-red-400',
  },
};

export function StatusBadge({ status }: { status: VehicleStatus }) {
  const t = useTranslations('Fleet.status');
  return (
    <span
      className={cn(
        'inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_TONES[status].badge,
      )}
    >
      {t(status)}
    </span>
  );
}
