import type { CalendarCategory } from './categories';

/** An event as the calendar page gets it: the viewer's own, or one they are invited to (read-only). */
export interface CalendarEventView {
  id: string;
  title: string;
  description: string;
  location: string;
  category: CalendarCategory;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  withCall: boolean;
  /** `owner` may edit, move and delete; `invitee` only reads. */
  role: 'owner' | 'invitee';
  owner: { id: string; name: string };
  invitee: { id: string; name: string } | null;
}

/** A stretch of time picked in the calendar; an all-day span ends at the midnight after its last day. */
export interface CalendarSpan {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** A member of the site the viewer may invite. */
export interface CalendarMember {
  id: string;
  name: string;
}

/** The call opens this long before the event starts and closes when it ends. */
export const CALL_OPENS_BEFORE_MS = 10 * 60_000;

/** Whether the event's call can be joined at `now`: from ten minutes before its start until its end. */
export function isCallOpen(
  event: Pick<CalendarEventView, 'withCall' | 'invitee' | 'startsAt' | 'endsAt'>,
  now: Date,
) {
  if (!event.withCall || !event.invitee) return false;
  const time = now.getTime();
  return time >= Date.parse(event.startsAt) - CALL_OPENS_BEFORE_MS && time < Date.parse(event.endsAt);
}

/** The other person of an event's call, seen from the viewer: the invitee for the owner, else the owner. */
export function callCounterpart(event: CalendarEventView): { id: string; name: string } | null {
  if (!event.invitee) return null;
  return event.role === 'owner' ? event.invitee : event.owner;
}
