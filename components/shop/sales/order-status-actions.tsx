'use client';

import { AlertDialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { moveOrderAction } from '@/lib/shop/sales/actions';
import { ORDER_TRANSITIONS, type OrderStatus } from '@/lib/shop/sales/order-status';

/** The moves the state machine allows from the order's status; cancelling asks first. */
export function OrderStatusActions({
  orderId,
  number,
  status,
}: {
  orderId: string;
  number: number;
  status: OrderStatus;
}) {
  const t = useTranslations('ShopSales');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{
    key: string;
    values?: Record<string, string>;
    tone: 'error' | 'success';
  } | null>(null);
  const next = ORDER_TRANSITIONS[status];

  const move = (to: OrderStatus) =>
    startTransition(async () => {
      setMessage(null);
      const result = await moveOrderAction(orderId, to);
      if (!result.ok) {
        setMessage({ key: `ShopSales.error.${result.error}`, tone: 'error' });
        return;
      }
      setMessage({ key: 'ShopSales.order.moved', values: { status: t(`status.${to}`) }, tone: 'success' });
      router.refresh();
    });

  if (!next.length) {
    return (
      <div className="space-y-3">
        <FormAlert message={message} tone={message?.tone} />
        <p className="text-sm text-muted-foreground">{t('order.final', { status: t(`status.${status}`) })}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <FormAlert message={message} tone={message?.tone} />
      <div className="flex flex-wrap gap-2">
        {next.map((to) =>
          to === 'cancelled' ? (
            <AlertDialog.Root key={to}>
              <AlertDialog.Trigger asChild>
                <Button variant="outline" disabled={pending}>
                  {t('order.moveTo.cancelled')}
                </Button>
              </AlertDialog.Trigger>
              <ConfirmDialogContent
                title={t('order.cancelTitle', { number })}
                description={t('order.cancelText')}
                cancelLabel={t('order.keep')}
                confirmLabel={t('order.cancelConfirm')}
                onConfirm={() => move('cancelled')}
              />
            </AlertDialog.Root>
          ) : (
            <Button key={to} onClick={() => move(to)} disabled={pending} aria-busy={pending}>
              {t(`order.moveTo.${to as Exclude<OrderStatus, 'pending'>}`)}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
