'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { saveCalendarEventAction, type CalendarActionResult } from '@/lib/calendar/actions';
import type { CalendarMember } from '@/lib/calendar/calendar-event';
import { CALENDAR_CATEGORIES } from '@/lib/calendar/categories';
import type { CalendarEventFormValues } from '@/lib/calendar/event-schema';
import { eventInputOf, retimed } from '@/lib/calendar/form-values';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { LoaderCircle } from 'lucide-react';

const resolver = lazyZodResolver(() =>
  import('@/lib/calendar/event-schema').then((schemas) => schemas.calendarEventFormSchema),
);

const control =
  'w-full rounded-md border border-border bg-card px-3 text-base outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-destructive sm:text-sm';

type ErrorKey = CalendarActionResult extends infer R
  ? R extends { ok: false; error: infer E }
    ? E
    : never
  : never;

interface EventEditorProps {
  /** null for a new event. */
  eventId: string | null;
  initial: CalendarEventFormValues;
  members: readonly CalendarMember[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The event form (docs/apps.md, Calendar): the same rules run in the server action; nothing typed is lost on errors. */
export function EventEditor({ eventId, initial, members, onSaved, onCancel }: EventEditorProps) {
  const t = useTranslations('Calendar');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const form = useForm<CalendarEventFormValues>({ resolver, defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  const inviteeId = useWatch({ control: form.control, name: 'inviteeId' });
  const message = (key: string | undefined) =>
    key ? (t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : key) : undefined;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await saveCalendarEventAction(eventId, eventInputOf(values));
    if (result.ok) return onSaved();
    for (const [field, key] of Object.entries(result.fieldErrors ?? {}))
      if (field in values) form.setError(field as keyof CalendarEventFormValues, { message: key });
    setFailure(result.error);
  });

  const timeType = allDay ? 'date' : 'datetime-local';
  return (
    <form onSubmit={save} noValidate className="flex min-h-0 grow flex-col">
      <div className="grow space-y-4 overflow-y-auto px-5 py-4">
        {failure && failure !== 'invalid' ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
          >
            {t(`errors.${failure}`)}
          </p>
        ) : null}
        <FormField label={t('fields.title')} error={message(errors.title?.message)}>
          {(props) => <Input {...props} autoComplete="off" {...form.register('title')} />}
        </FormField>
        <FormField label={t('fields.category')} error={message(errors.category?.message)}>
          {(props) => (
            <select {...props} className={`${control} h-11`} {...form.register('category')}>
              {CALENDAR_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="flex items-center gap-2.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-(--primary)"
            {...form.register('allDay', {
              onChange: (event: { target: { checked: boolean } }) => {
                const times = retimed(form.getValues(), event.target.checked);
                form.setValue('startsAt', times.startsAt);
                form.setValue('endsAt', times.endsAt);
              },
            })}
          />
          {t('fields.allDay')}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.start')} error={message(errors.startsAt?.message)}>
            {(props) => <Input {...props} type={timeType} {...form.register('startsAt')} />}
          </FormField>
          <FormField label={t('fields.end')} error={message(errors.endsAt?.message)}>
            {(props) => <Input {...props} type={timeType} {...form.register('endsAt')} />}
          </FormField>
        </div>
        <FormField
          label={t('fields.invitee')}
          hint={t('fields.inviteeHint')}
          error={message(errors.inviteeId?.message)}
        >
          {(props) => (
            <select
              {...props}
              className={`${control} h-11`}
              {...form.register('inviteeId', {
                onChange: (event: { target: { value: string } }) => {
                  if (!event.target.value) form.setValue('withCall', false);
                },
              })}
            >
              <option value="">{t('fields.inviteeNone')}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="space-y-1">
          <label className="flex items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-(--primary)"
              disabled={!inviteeId}
              aria-describedby="calendar-call-hint"
              {...form.register('withCall')}
            />
            {t('fields.withCall')}
          </label>
          <p id="calendar-call-hint" className="text-xs text-muted-foreground">
            {message(errors.withCall?.message) ?? t('fields.withCallHint')}
          </p>
        </div>
        <FormField label={t('fields.location')} error={message(errors.location?.message)}>
          {(props) => <Input {...props} {...form.register('location')} />}
        </FormField>
        <FormField label={t('fields.description')} error={message(errors.description?.message)}>
          {(props) => (
            <textarea {...props} rows={4} className={`${control} py-2`} {...form.register('description')} />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('editor.saving') : eventId ? t('editor.save') : t('editor.create')}
        </Button>
      </div>
    </form>
  );
}
