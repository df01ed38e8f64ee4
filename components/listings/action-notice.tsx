'use client';

import { CircleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ActionNotice as Notice } from './use-my-item-actions';

const FAILED = { publish: 'publishFailed', unpublish: 'unpublishFailed', delete: 'deleteFailed' } as const;
const DONE = { publish: 'publishDone', unpublish: 'unpublishDone', delete: 'deleteDone' } as const;
const REASON = {
  unauthenticated: 'error_unauthenticated',
  forbidden: 'error_forbidden',
  notFound: 'error_notFound',
  failed: 'error_failed',
} as const;

/**
 * A failed action as an alert with its reason; a successful one only for screen readers (the row
 * itself shows the change). The polite region stays mounted so its updates are announced.
 */
export function ActionNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const t = useTranslations('MyItems');
  return (
    <>
      <p role="status" className="sr-only">
        {notice?.kind === 'done' ? t(DONE[notice.action], { name: notice.name }) : null}
      </p>
      {notice?.kind === 'error' ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p className="grow">
            {t(FAILED[notice.action], { name: notice.name })} {t(REASON[notice.code])}
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
    </>
  );
}
