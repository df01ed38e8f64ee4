import type { OrderStatus } from '@/lib/shop/sales/order-status';
import { cn } from '@/lib/utils';

const TONE: Record<OrderStatus, { badge: string; dot: string }> = {
  pending: { badge: 'bg-amber-500/10 text-amber-800 dark:text-amber-300', dot: 'bg-amber-500' },
  paid: { badge: 'bg-sky-500/10 text-sky-800 dark:text-sky-300', dot: 'bg-sky-500' },
  shipped: { badge: 'bg-violet-500/10 text-violet-800 dark:text-violet-300', dot: 'bg-violet-500' },
  delivered: { badge: 'bg-emerald-500/10 text-emerald-800 dark:text-emerald-300', dot: 'bg-emerald-500' },
  cancelled: { badge: 'bg-muted text-muted-foreground', dot: 'bg-muted-foreground' },
};

/** An order's status as a coloured chip; the label is translated by the caller. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONE[status].badge,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', TONE[status].dot)} />
      {label}
    </span>
  );
}
