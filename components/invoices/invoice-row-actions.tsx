'use client';

import { DropdownMenu } from 'radix-ui';
import { CircleCheck, Ellipsis, Eye, Pencil, Send, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { canDelete, canEdit, canMarkPaid, canSend } from '@/lib/invoices/invoice-status';
import type { InvoiceListRow } from '@/lib/invoices/invoice-row';
import { cn } from '@/lib/utils';
import type { InvoiceAction } from './use-invoice-actions';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent [&_svg]:size-4 [&_svg]:shrink-0';

/** The id of a row's menu button: the delete dialog gives focus back to it. */
export const invoiceActionsId = (id: string) => `invoice-actions-${id}`;

/** Preview, edit, send, mark paid and delete: each offered only when the invoice's status allows it. */
export function InvoiceRowActions({
  row,
  busy,
  onAction,
}: {
  row: InvoiceListRow;
  busy: boolean;
  onAction: (action: InvoiceAction, row: InvoiceListRow) => void;
}) {
  const t = useTranslations('Invoice');
  const opensDialog = useRef(false);
  return (
    // Not modal: a modal menu that opens a dialog can leave the page with pointer-events disabled.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={invoiceActionsId(row.id)}
        aria-label={t('actionsFor', { number: row.number })}
        aria-busy={busy || undefined}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (!opensDialog.current) return;
            opensDialog.current = false;
            event.preventDefault();
          }}
          className="surface z-(--z-overlay) min-w-48 border border-border p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={row.previewHref}>
              <Eye aria-hidden />
              {t('preview')}
            </Link>
          </DropdownMenu.Item>
          {canEdit(row.status) ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={row.editHref}>
                <Pencil aria-hidden />
                {t('edit')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          {canSend(row.status) ? (
            <DropdownMenu.Item disabled={busy} onSelect={() => onAction('send', row)} className={itemClass}>
              <Send aria-hidden className="rtl:-scale-x-100" />
              {t(row.status === 'sent' ? 'sendAgain' : 'send')}
            </DropdownMenu.Item>
          ) : null}
          {canMarkPaid(row.status) ? (
            <DropdownMenu.Item disabled={busy} onSelect={() => onAction('paid', row)} className={itemClass}>
              <CircleCheck aria-hidden />
              {t('markPaid')}
            </DropdownMenu.Item>
          ) : null}
          {canDelete(row.status) ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item
                disabled={busy}
                onSelect={() => {
                  opensDialog.current = true;
                  onAction('delete', row);
                }}
                className={cn(itemClass, 'text-destructive')}
              >
                <Trash2 aria-hidden />
                {t('delete')}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
