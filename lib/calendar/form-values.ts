import type { CalendarEventView, CalendarSpan } from './calendar-event';
import { formSpan, type CalendarEventFormValues, type CalendarEventInput } from './event-schema';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as `<input type="datetime-local">` (or `type="date"`) shows it, in the browser's zone. */
export function toLocalInput(date: Date, dateOnly: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return dateOnly ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's times for a span: an all-day span's exclusive end shows as its last day. */
function formTimes(start: Date, end: Date, allDay: boolean) {
  const shownEnd = allDay ? new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1) : end;
  return {
    startsAt: toLocalInput(start, allDay),
    endsAt: toLocalInput(shownEnd < start ? start : shownEnd, allDay),
  };
}

/** A new event over a span picked in the calendar (or the next full hour, from the button). */
export function newEventValues(span: CalendarSpan): CalendarEventFormValues {
  return {
    title: '',
    description: '',
    location: '',
    category: 'business',
    allDay: span.allDay,
    inviteeId: '',
    withCall: false,
    ...formTimes(span.start, span.end, span.allDay),
  };
}

export function editEventValues(event: CalendarEventView): CalendarEventFormValues {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    category: event.category,
    allDay: event.allDay,
    inviteeId: event.invitee?.id ?? '',
    withCall: event.withCall,
    ...formTimes(new Date(event.startsAt), new Date(event.endsAt), event.allDay),
  };
}

/** Switching all day on or off keeps the dates and turns the inputs' format. */
export function retimed(values: Pick<CalendarEventFormValues, 'startsAt' | 'endsAt'>, allDay: boolean) {
  const span = formSpan({ ...values, allDay: !allDay });
  if (!span) return values;
  if (allDay) {
    const lastMoment = new Date(Math.max(span.end.getTime() - 1, span.start.getTime()));
    return { startsAt: toLocalInput(span.start, true), endsAt: toLocalInput(lastMoment, true) };
  }
  const start = new Date(span.start);
  start.setHours(9, 0, 0, 0);
  return {
    startsAt: toLocalInput(start, false),
    endsAt: toLocalInput(new Date(start.getTime() + 3_600_000), false),
  };
}

/** The form's values as the server action takes them: instants in UTC. */
export function eventInputOf(values: CalendarEventFormValues): CalendarEventInput {
  const span = formSpan(values);
  if (!span) throw new Error('eventInputOf: the form was not validated');
  return { ...values, startsAt: span.start.toISOString(), endsAt: span.end.toISOString() };
}

/** The next full hour, one hour long: what "Add event" offers. */
export function nextHourSpan(now = new Date()): CalendarSpan {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { start, end: new Date(start.getTime() + 3_600_000), allDay: false };
}
