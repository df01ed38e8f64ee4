'use client';

import { useTranslations } from 'next-intl';
import type { InvoiceStatus } from '@/lib/invoices/invoice-status';
import { cn } from '@/lib/utils';

const TONE: Record<InvoiceStatus, { badge: string; dot: string }> = {
  draft: { badge: 'bg-muted text-muted-foreground', dot: 'bg-muted-foreground' },
  sent: { badge: 'bg-sky-500/10 text-sky-700 dark:text-sky-300', dot: 'bg-sky-500' },
  paid: { badge: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300', dot: 'bg-emerald-500' },
};

/** Draft, Sent or Paid, as a pill with a coloured dot (the word carries the meaning, not the colour). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('Invoice');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap print:border print:border-current',
        TONE[status].badge,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', TONE[status].dot)} />
      {t(`status_${status}`)}
    </span>
  );
}
