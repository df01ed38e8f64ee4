'use client';

import { CircleCheck, List, Pencil, Printer, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { canEdit, canMarkPaid, canSend, type InvoiceStatus } from '@/lib/invoices/invoice-status';
import { InvoiceNotice } from './invoice-notice';
import { useInvoiceActions } from './use-invoice-actions';

/** Print (the browser's dialog: print or save as PDF), send, mark paid and edit, as the status allows. */
export function InvoicePreviewActions({
  id,
  number,
  status,
}: {
  id: string;
  number: string;
  status: InvoiceStatus;
}) {
  const t = useTranslations('Invoice');
  const actions = useInvoiceActions();
  const busy = actions.busyId === id;
  return (
    <div className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <Link href="/apps/invoice/list" className={buttonVariants({ variant: 'ghost' })}>
          <List aria-hidden className="size-4" />
          {t('backToList')}
        </Link>
        <span className="grow" />
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('print')}
        </Button>
        {canEdit(status) ? (
          <Link
            href={{ pathname: '/apps/invoice/edit/[id]', params: { id } }}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </Link>
        ) : null}
        {canSend(status) ? (
          <Button
            type="button"
            variant={status === 'draft' ? 'default' : 'outline'}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void actions.run('send', { id, number })}
          >
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {t(status === 'sent' ? 'sendAgain' : 'send')}
          </Button>
        ) : null}
        {canMarkPaid(status) ? (
          <Button
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void actions.run('paid', { id, number })}
          >
            <CircleCheck aria-hidden className="size-4" />
            {t('markPaid')}
          </Button>
        ) : null}
      </div>
      <InvoiceNotice notice={actions.notice} onDismiss={actions.dismiss} />
    </div>
  );
}
