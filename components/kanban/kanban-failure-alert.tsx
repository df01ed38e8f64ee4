'use client';

import { CircleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { KanbanFailure } from './use-kanban-board';

/** A refused change, already undone on the board: what failed and why. */
export function KanbanFailureAlert({
  failure,
  onDismiss,
}: {
  failure: KanbanFailure | null;
  onDismiss: () => void;
}) {
  const t = useTranslations('Kanban');
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="grow">
        {t(`failed.${failure.action}`)} {t(`errors.${failure.error}`)}
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
  );
}
