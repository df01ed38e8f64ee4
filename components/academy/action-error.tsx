'use client';

import { CircleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AcademyActionResult } from '@/lib/academy/actions';

type Failure = Extract<AcademyActionResult, { ok: false }>['error'];

/** Why an academy action was refused, as an alert the member can dismiss. */
export function ActionError({ error, onDismiss }: { error: Failure; onDismiss: () => void }) {
  const t = useTranslations('Academy');
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="grow">{t(`error_${error}`)}</p>
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
