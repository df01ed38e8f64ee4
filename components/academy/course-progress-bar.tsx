import { useTranslations } from 'next-intl';
import { progressPercent, type CourseProgress } from '@/lib/academy/progress';

/** How far the member is through a course, as a progress bar that reads "3 of 5 lessons completed". */
export function CourseProgressBar({ title, progress }: { title: string; progress: CourseProgress }) {
  const t = useTranslations('Academy');
  const percent = progressPercent(progress);
  const valueText = t('progressValue', { done: progress.completedLessons, total: progress.lessonCount });
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('progressOf', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{valueText}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
    </div>
  );
}
