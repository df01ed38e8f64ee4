'use client';

import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import type { ShopNotice } from './use-shop-action';

/** A live region with the latest action's outcome; empty, but present, so it is announced. */
export function ShopNoticeBar({ notice, onDismiss }: { notice: ShopNotice | null; onDismiss: () => void }) {
  const t = useTranslations('ShopCatalog');
  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <p
          className={cn(
            'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
            notice.kind === 'done'
              ? 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
              : 'border-destructive/30 bg-destructive/10 text-destructive',
          )}
        >
          {notice.kind === 'done' ? (
            <CircleCheck aria-hidden className="size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden className="size-4 shrink-0" />
          )}
          <span className="grow">{notice.text}</span>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('dismiss')}
            className="rounded p-1 outline-none hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
