'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CheckRow } from './check-row';
import { DiagnosticsSummary } from './diagnostics-summary';
import { useConnectionChecks, type DiagnosticsTarget } from './use-connection-checks';

/** The call connection test: every LiveKit check against the configured video server. */
export function CallDiagnostics({ loginHref, ...target }: DiagnosticsTarget & { loginHref: string }) {
  const t = useTranslations('Diagnostics');
  const { state, runAgain, canRun } = useConnectionChecks(target);
  const busy = state.phase === 'preparing' || state.phase === 'running';
  return (
    <section className="surface space-y-2 p-6" aria-busy={busy}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DiagnosticsSummary state={state} liveKitUrl={target.liveKitUrl} loginHref={loginHref} />
        <Button variant="outline" onClick={() => void runAgain()} disabled={busy || !canRun}>
          <RotateCw aria-hidden className={cn('size-4', busy && 'animate-spin')} />
          {t('runAgain')}
        </Button>
      </div>
      <ol className="divide-y divide-border" aria-label={t('checksLabel')}>
        {state.checks.map((check) => (
          <CheckRow key={check.key} check={check} />
        ))}
      </ol>
    </section>
  );
}
