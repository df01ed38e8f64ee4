import { CheckCircle2, Circle } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { LessonItem } from '@/lib/academy/courses';
import { cn } from '@/lib/utils';

/** The course's lessons in order, each a link; the current one marked, the completed ones ticked. */
export function LessonList({
  lessons,
  currentId,
  hrefOf,
}: {
  lessons: readonly LessonItem[];
  currentId: string;
  hrefOf: (lessonId: string) => string;
}) {
  const t = useTranslations('Academy');
  return (
    <nav aria-labelledby="course-lessons" className="surface p-4">
      <h2 id="course-lessons" className="mb-3 px-2 text-lg font-semibold">
        {t('lessonsHeading')}
      </h2>
      <ol className="space-y-1">
        {lessons.map((item, index) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <Link
                href={hrefOf(item.id)}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex items-start gap-3 rounded-md px-2 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'bg-primary-soft font-medium text-primary' : 'hover:bg-accent',
                )}
              >
                {item.done ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                )}
                <span className="grow">
                  <span className="tabular-nums">{index + 1}. </span>
                  {item.title}
                  {item.done && <span className="sr-only"> ({t('lessonDone')})</span>}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {t('minutes', { count: item.minutes })}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
