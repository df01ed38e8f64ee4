'use client';

import { OctagonAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface CallProblemAlertProps {
  /** One or more translated sentences. */
  children: ReactNode;
  /** Offers the connection test (docs/architecture.md §6: diagnostics tells which check failed). */
  diagnosticsHref?: string;
  onDismiss?: () => void;
}

export function CallProblemAlert({ children, diagnosticsHref, onDismiss }: CallProblemAlertProps) {
  const t = useTranslations('Call');
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
    >
      <OctagonAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {children}
        {diagnosticsHref ? (
          <a
            href={diagnosticsHref}
            className="inline-block font-medium underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('openDiagnostics')}
          </a>
        ) : null}
      </div>
      {onDismiss ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-my-1.5 -me-1.5 size-8 shrink-0"
          onClick={onDismiss}
          aria-label={t('dismiss')}
        >
          <X aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
