'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils';
import { CheckLogs } from './check-logs';
import { CheckStatusIcon, STATUS_BADGE } from './check-status-icon';
import type { DiagnosticCheck } from './diagnostic-checks';

/** One check: name, description, status, and its log behind a toggle. */
export function CheckRow({ check }: { check: DiagnosticCheck }) {
  const t = useTranslations('Diagnostics');
  const [expanded, setExpanded] = useState(false);
  const logsId = useId();
  const hasLogs = check.logs.length > 0;
  return (
    <li className="py-4" data-check={check.key} data-status={check.status}>
      <div className="flex items-start gap-3">
        <CheckStatusIcon status={check.status} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-medium">{t(`check_${check.key}`)}</h3>
            <span
              className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', STATUS_BADGE[check.status])}
            >
              {t(`status_${check.status}`)}
            </span>
          </div>
          <p className="text-sm text-muted-foreground">{t(`check_${check.key}_description`)}</p>
          {hasLogs ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? logsId : undefined}
              onClick={() => setExpanded((open) => !open)}
              className="mt-2 inline-flex items-center gap-1 rounded text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ChevronDown
                aria-hidden
                className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              />
              {t(expanded ? 'hideLogs' : 'showLogs', { count: check.logs.length })}
            </button>
          ) : null}
          {hasLogs && expanded ? <CheckLogs id={logsId} logs={check.logs} /> : null}
        </div>
      </div>
    </li>
  );
}
