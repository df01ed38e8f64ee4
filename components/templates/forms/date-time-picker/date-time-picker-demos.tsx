'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import type { DateRange } from 'react-day-picker';
import { Calendar } from '@/components/ui/calendar';
import { DatePicker, DateRangePicker, TimeField } from '@/components/ui/date-picker';
import { FieldDescription, FieldError, FieldLabel } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { useErrorText } from '../use-error-text';

/** What was chosen, under the picker (polite live region). */
function Chosen({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}

export function SingleDate() {
  const t = useTranslations('FormsGallery.dateTimePicker.single');
  const format = useFormatter();
  const labelId = useId();
  const [date, setDate] = useState<Date>();
  return (
    <div className="space-y-2">
      <Label id={labelId}>{t('label')}</Label>
      <DatePicker
        aria-labelledby={labelId}
        placeholder={t('placeholder')}
        value={date}
        onValueChange={setDate}
      />
      <Chosen text={date ? t('chosen', { date: format.dateTime(date, { dateStyle: 'full' }) }) : t('none')} />
    </div>
  );
}

export function RangeDate() {
  const t = useTranslations('FormsGallery.dateTimePicker.range');
  const labelId = useId();
  const [range, setRange] = useState<DateRange>();
  const nights =
    range?.from && range.to ? Math.round((range.to.getTime() - range.from.getTime()) / 86_400_000) : null;
  return (
    <div className="space-y-2">
      <Label id={labelId}>{t('label')}</Label>
      <DateRangePicker
        aria-labelledby={labelId}
        placeholder={t('placeholder')}
        value={range}
        onValueChange={setRange}
        numberOfMonths={2}
      />
      <Chosen text={nights === null ? t('none') : t('nights', { count: nights })} />
    </div>
  );
}

/** A date and a time of day together; the summary combines them in the page's language. */
export function DateAndTime() {
  const t = useTranslations('FormsGallery.dateTimePicker.time');
  const format = useFormatter();
  const dateLabelId = useId();
  const timeId = useId();
  const [date, setDate] = useState<Date>();
  const [time, setTime] = useState('10:30');
  // The time is a wall-clock time, not an instant: formatted on its own, in UTC, so no zone shifts it.
  const [hours, minutes] = time.split(':').map(Number);
  const clock = time
    ? format.dateTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), { timeStyle: 'short', timeZone: 'UTC' })
    : null;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <div className="space-y-1.5">
          <Label id={dateLabelId}>{t('dateLabel')}</Label>
          <DatePicker
            aria-labelledby={dateLabelId}
            placeholder={t('placeholder')}
            value={date}
            onValueChange={setDate}
          />
        </div>
        <div className="space-y-1.5">
          <FieldLabel htmlFor={timeId}>{t('timeLabel')}</FieldLabel>
          <TimeField id={timeId} value={time} step={300} onChange={(event) => setTime(event.target.value)} />
        </div>
      </div>
      <Chosen
        text={
          date && clock
            ? t('chosen', { date: format.dateTime(date, { dateStyle: 'long' }), time: clock })
            : t('none')
        }
      />
    </div>
  );
}

const BOOKING_WINDOW_DAYS = 60;

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Only the next 60 days, and no weekends: the other days are shown but cannot be chosen. */
export function BoundedDate() {
  const t = useTranslations('FormsGallery.dateTimePicker.bounds');
  const errorText = useErrorText();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // Read when the picker first renders; nothing of it is printed into the server's HTML.
  const [today] = useState(startOfToday);
  const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + BOOKING_WINDOW_DAYS);
  const [date, setDate] = useState<Date>();
  const [error, setError] = useState<string>();
  return (
    <div className="space-y-1.5">
      <Label id={labelId}>{t('label')}</Label>
      <DatePicker
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : hintId}
        aria-invalid={Boolean(error)}
        placeholder={t('placeholder')}
        value={date}
        disabledDays={[{ before: today }, { after: last }, { dayOfWeek: [0, 6] }]}
        onValueChange={(next) => {
          setDate(next);
          setError(next ? undefined : 'selectRequired');
        }}
      />
      {error ? null : (
        <FieldDescription id={hintId}>{t('hint', { days: BOOKING_WINDOW_DAYS })}</FieldDescription>
      )}
      <FieldError id={errorId}>{errorText(error)}</FieldError>
    </div>
  );
}

const subscribeNever = () => () => {};

/**
 * An always-open calendar with month and year lists. It reads today's date, so it renders in
 * the browser only (the server would print another "today" around midnight).
 */
export function InlineCalendar() {
  const t = useTranslations('FormsGallery.dateTimePicker.inline');
  const format = useFormatter();
  const mounted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [date, setDate] = useState<Date>();
  return (
    <div className="space-y-3">
      <div className="min-h-80 overflow-x-auto rounded-md border border-border">
        {mounted ? (
          <Calendar
            mode="single"
            captionLayout="dropdown"
            startMonth={new Date(1940, 0)}
            endMonth={new Date(2035, 11)}
            selected={date}
            onSelect={setDate}
            numberOfMonths={1}
          />
        ) : null}
      </div>
      <Chosen text={date ? t('chosen', { date: format.dateTime(date, { dateStyle: 'full' }) }) : t('none')} />
    </div>
  );
}
