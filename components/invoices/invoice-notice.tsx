'use client';

import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { InvoiceNotice as Notice } from './use-invoice-actions';

/** How an action went: an alert with the reason when it failed, a polite status when it worked. */
export function InvoiceNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const t = useTranslations('Invoice');
  const failed = notice?.kind === 'error';
  return (
    <div className="print:hidden">
      <div role="status" aria-live="polite">
        {notice?.kind === 'done' ? (
          <p className="flex items-start gap-2.5 rounded-md border border-emerald-500/30 bg-emerald-500/10 px-3 py-2.5 text-sm text-emerald-700 dark:text-emerald-300">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="grow">{t(`done_${notice.action}`, { number: notice.number })}</span>
          </p>
        ) : null}
      </div>
      {failed ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="grow">
            {t(`failed_${notice.action}`, { number: notice.number })} {t(`actionError_${notice.code}`)}
          </p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss')}
            className="-m-1 rounded p-1 outline-none hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
