import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import type { DiagnosticLog } from './diagnostic-checks';

const LEVEL_LOOK = {
  info: { icon: Info, className: 'text-muted-foreground' },
  warning: { icon: TriangleAlert, className: 'text-amber-600 dark:text-amber-400' },
  error: { icon: CircleAlert, className: 'text-destructive' },
} as const;

/** A check's log as livekit-client wrote it (its messages are English only). */
export function CheckLogs({ id, logs }: { id: string; logs: DiagnosticLog[] }) {
  const t = useTranslations('Diagnostics');
  return (
    <ul id={id} className="mt-3 space-y-1.5 rounded-md bg-muted/50 p-3 text-sm">
      {logs.map((log, index) => {
        const { icon: Icon, className } = LEVEL_LOOK[log.level];
        return (
          <li key={index} className="flex gap-2">
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', className)} />
            <span className="sr-only">{t(`level_${log.level}`)}:</span>
            <span
              className={cn('break-words font-mono text-xs leading-5', log.level !== 'info' && className)}
            >
              {log.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
