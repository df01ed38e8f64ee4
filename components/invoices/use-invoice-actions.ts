'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import {
  deleteInvoiceAction,
  markInvoicePaidAction,
  sendInvoiceAction,
  type InvoiceActionError,
  type InvoiceActionResult,
} from '@/lib/invoices/actions';

export type InvoiceAction = 'send' | 'paid' | 'delete';

export type InvoiceNotice =
  | { kind: 'done'; action: InvoiceAction; number: string }
  | { kind: 'error'; action: InvoiceAction; number: string; code: InvoiceActionError };

const RUN: Record<InvoiceAction, (id: string) => Promise<InvoiceActionResult>> = {
  send: sendInvoiceAction,
  paid: markInvoicePaidAction,
  delete: deleteInvoiceAction,
};

/**
 * Send, mark paid and delete from the list or the preview: runs the server action, then reloads
 * the server's rows (the server decides the new status), and keeps a notice of how it went.
 */
export function useInvoiceActions({ afterDelete }: { afterDelete?: () => void } = {}) {
  const router = useRouter();
  const [notice, setNotice] = useState<InvoiceNotice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const run = async (action: InvoiceAction, invoice: { id: string; number: string }) => {
    setBusyId(invoice.id);
    setNotice(null);
    const result = await RUN[action](invoice.id);
    setBusyId(null);
    setNotice(
      result.ok
        ? { kind: 'done', action, number: invoice.number }
        : { kind: 'error', action, number: invoice.number, code: result.error },
    );
    if (result.ok && action === 'delete' && afterDelete) afterDelete();
    else startTransition(() => router.refresh());
  };

  return { notice, busyId, run, dismiss: () => setNotice(null) };
}
