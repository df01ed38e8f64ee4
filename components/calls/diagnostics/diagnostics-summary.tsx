'use client';

import { CircleAlert, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import type { MessageKey } from '@/lib/i18n/message-keys';
import type { DiagnosticsState } from './use-connection-checks';

type Line = [key: MessageKey<'Diagnostics'>, values?: Record<string, string | number>];

/** What the run found, in one line: a `Diagnostics` message key and its values. */
function summaryLine(state: DiagnosticsState): Line {
  const count = (status: string) => state.checks.filter((check) => check.status === status).length;
  switch (state.phase) {
    case 'running':
      return [
        'running',
        { done: state.checks.length - count('idle') - count('running'), total: state.checks.length },
      ];
    case 'tokenFailed':
      return ['tokenFailed', { message: state.error ?? '' }];
    case 'done':
      if (state.error) return ['runFailed', { message: state.error }];
      return count('failed')
        ? ['someFailed', { count: count('failed') }]
        : ['allPassed', { skipped: count('skipped') }];
    default:
      return [state.phase];
  }
}

export function DiagnosticsSummary({
  state,
  liveKitUrl,
  loginHref,
}: {
  state: DiagnosticsState;
  liveKitUrl: string;
  loginHref: string;
}) {
  const t = useTranslations('Diagnostics');
  const unreachable = state.phase === 'done' && state.checks[0]?.status === 'failed';
  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {t(...summaryLine(state))}
      </p>
      {state.phase === 'signInRequired' ? (
        <Link href={loginHref} className={buttonVariants({ size: 'sm' })}>
          <LogIn aria-hidden className="size-4" />
          {t('signIn')}
        </Link>
      ) : null}
      {unreachable ? (
        <div
          role="alert"
          className="flex gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{t('unreachable', { url: liveKitUrl })}</p>
        </div>
      ) : null}
    </div>
  );
}
