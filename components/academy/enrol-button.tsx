'use client';

import { GraduationCap, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { enrolAction } from '@/lib/academy/actions';
import { ActionError } from './action-error';
import { useAcademyAction } from './use-academy-action';

/** Enrols the signed-in member in the course. */
export function EnrolButton({ courseId }: { courseId: string }) {
  const t = useTranslations('Academy');
  const { run, pending, error, done, dismiss } = useAcademyAction();
  return (
    <div className="space-y-2">
      <Button size="lg" disabled={pending} onClick={() => run(() => enrolAction({ courseId }))}>
        {pending ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <GraduationCap aria-hidden className="size-4" />
        )}
        {pending ? t('saving') : t('enrol')}
      </Button>
      <p role="status" className="sr-only">
        {done ? t('enrolDone') : null}
      </p>
      {error && <ActionError error={error} onDismiss={dismiss} />}
    </div>
  );
}
