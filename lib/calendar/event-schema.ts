import { storableText } from '@/lib/listings/listing-schema';
import * as z from '@/lib/zod-mini';
import { CALENDAR_CATEGORIES } from './categories';

/*
 * One set of rules for the event form (react-hook-form resolver, local times as the inputs type
 * them) and the server actions (instants with their offset). Messages are keys of `Calendar.errors`.
 */

export const CALENDAR_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  locationMax: 200,
  /** Longer than this is not an event but a season: a typo in a date, most likely. */
  maxDurationDays: 31,
  /** The widest range one fetch may ask for: a month view shows six weeks, a list view a month. */
  maxRangeDays: 62,
} as const;

const DAY_MS = 86_400_000;

/** Why a span is not an event's, or null: the end must follow the start, within the longest duration. */
export function spanProblem(start: Date, end: Date): 'endBeforeStart' | 'tooLong' | null {
  if (!(end.getTime() > start.getTime())) return 'endBeforeStart';
  if (end.getTime() - start.getTime() > CALENDAR_LIMITS.maxDurationDays * DAY_MS) return 'tooLong';
  return null;
}

const text = () => z.string().check(z.overwrite(storableText), z.trim());
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

const eventFields = {
  title: text().check(z.minLength(1, 'titleRequired'), z.maxLength(CALENDAR_LIMITS.titleMax, 'titleTooLong')),
  description: text().check(z.maxLength(CALENDAR_LIMITS.descriptionMax, 'descriptionTooLong')),
  location: text().check(z.maxLength(CALENDAR_LIMITS.locationMax, 'locationTooLong')),
  category: z.enum(CALENDAR_CATEGORIES, { message: 'categoryInvalid' }),
  allDay: z.boolean(),
  /** '' for nobody. */
  inviteeId: z.string().check(z.refine((id) => id === '' || USER_ID.test(id), 'inviteeInvalid')),
  withCall: z.boolean(),
};

const callNeedsInvitee = z.refine<{ inviteeId: string; withCall: boolean }>(
  (event) => !event.withCall || event.inviteeId !== '',
  {
    path: ['withCall'],
    message: 'callNeedsInvitee',
  },
);

/* ---------- The form: local date-times as `<input type="datetime-local">` (or a date, all day) types them. */

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** A local `2026-11-25T09:30` (or `2026-11-25`) as a Date in the browser's zone; null when malformed. */
export function parseLocalInput(value: string): Date | null {
  const parts = LOCAL_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour = 0, minute = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day!, hour, minute);
  return Number.isNaN(date.getTime()) || date.getDate() !== day ? null : date;
}

/** The form's span as instants: an all-day event's end date is its last day, stored as the next midnight. */
export function formSpan(values: { startsAt: string; endsAt: string; allDay: boolean }) {
  const start = parseLocalInput(values.startsAt);
  const end = parseLocalInput(values.endsAt);
  if (!start || !end) return null;
  if (values.allDay) {
    start.setHours(0, 0, 0, 0);
    end.setHours(0, 0, 0, 0);
    end.setDate(end.getDate() + 1);
  }
  return { start, end };
}

const localTime = () => z.string().check(z.refine((value) => parseLocalInput(value) !== null, 'timeInvalid'));

export const calendarEventFormSchema = z
  .object({ ...eventFields, startsAt: localTime(), endsAt: localTime() })
  .check(
    callNeedsInvitee,
    z.refine(
      (values) => {
        const span = formSpan(values);
        return !span || spanProblem(span.start, span.end) !== 'endBeforeStart';
      },
      { path: ['endsAt'], message: 'endBeforeStart' },
    ),
    z.refine(
      (values) => {
        const span = formSpan(values);
        return !span || spanProblem(span.start, span.end) !== 'tooLong';
      },
      { path: ['endsAt'], message: 'tooLong' },
    ),
  );

export type CalendarEventFormValues = z.infer<typeof calendarEventFormSchema>;

/* ---------- The server actions: instants with their offset, as `Date.toISOString()` writes them. */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const instant = () =>
  z
    .string()
    .check(z.refine((value) => INSTANT.test(value) && !Number.isNaN(Date.parse(value)), 'timeInvalid'));

const spanInOrder = z.refine<{ startsAt: string; endsAt: string }>(
  (value) => spanProblem(new Date(value.startsAt), new Date(value.endsAt)) === null,
  { path: ['endsAt'], message: 'spanInvalid' },
);

export const calendarEventInputSchema = z
  .object({ ...eventFields, startsAt: instant(), endsAt: instant() })
  .check(callNeedsInvitee, spanInOrder);
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/** A drag or resize: the new time only. */
export const calendarMoveSchema = z
  .object({ startsAt: instant(), endsAt: instant(), allDay: z.boolean() })
  .check(spanInOrder);
export type CalendarMove = z.infer<typeof calendarMoveSchema>;

/** The visible range a view fetches. */
export const calendarRangeSchema = z.object({ from: instant(), to: instant() }).check(
  z.refine((range) => {
    const span = Date.parse(range.to) - Date.parse(range.from);
    return span > 0 && span <= CALENDAR_LIMITS.maxRangeDays * DAY_MS;
  }, 'rangeInvalid'),
);

export const calendarEventIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/, 'notFound'));
