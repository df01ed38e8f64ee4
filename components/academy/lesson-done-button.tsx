'use client';

import { CheckCircle2, Loader2, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { setLessonDoneAction } from '@/lib/academy/actions';
import { ActionError } from './action-error';
import { useAcademyAction } from './use-academy-action';

/** "Mark as complete", or "Mark as not complete" once done. */
export function LessonDoneButton({
  courseId,
  lessonId,
  done,
}: {
  courseId: string;
  lessonId: string;
  done: boolean;
}) {
  const t = useTranslations('Academy');
  const action = useAcademyAction();
  const Icon = action.pending ? Loader2 : done ? RotateCcw : CheckCircle2;
  return (
    <div className="space-y-2">
      <Button
        variant={done ? 'outline' : 'default'}
        disabled={action.pending}
        onClick={() =>
          action.run(() => setLessonDoneAction({ courseId, lessonId, done: !done }), {
            pathname: '/apps/academy/course-details',
            query: { course: courseId, lesson: lessonId },
          })
        }
      >
        <Icon aria-hidden className={action.pending ? 'size-4 animate-spin' : 'size-4'} />
        {action.pending ? t('saving') : t(done ? 'markNotDone' : 'markDone')}
      </Button>
      <p role="status" className="sr-only">
        {action.done ? t(done ? 'lessonDoneStatus' : 'lessonUndoneStatus') : null}
      </p>
      {action.error && <ActionError error={action.error} onDismiss={action.dismiss} />}
    </div>
  );
}
