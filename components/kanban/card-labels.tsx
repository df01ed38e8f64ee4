import { useTranslations } from 'next-intl';
import type { KanbanLabel } from '@/lib/kanban/kanban-schema';
import { cn } from '@/lib/utils';

/** Each label's badge colours, readable in light and dark mode. */
export const LABEL_TONES: Record<KanbanLabel, string> = {
  feature: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  bug: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  design: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
  research: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  urgent: 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100',
};

export function CardLabels({ labels }: { labels: readonly KanbanLabel[] }) {
  const t = useTranslations('Kanban.labels');
  if (!labels.length) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {labels.map((label) => (
        <li key={label} className={cn('rounded px-1.5 py-0.5 text-xs font-medium', LABEL_TONES[label])}>
          {t(label)}
        </li>
      ))}
    </ul>
  );
}
