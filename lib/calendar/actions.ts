'use server';

import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { CalendarEventView } from './calendar-event';
import {
  calendarEventIdSchema,
  calendarEventInputSchema,
  calendarMoveSchema,
  calendarRangeSchema,
  type CalendarEventInput,
  type CalendarMove,
} from './event-schema';
import {
  CalendarEventForbidden,
  CalendarEventNotFound,
  CalendarInviteeInvalid,
  createEvent,
  deleteEvent,
  eventsInRange,
  moveEvent,
  updateEvent,
  upcomingCallEvents,
  type CalendarActor,
} from './repository';

type Failure = {
  ok: false;
  error: 'unauthenticated' | 'forbidden' | 'notFound' | 'invalid' | 'inviteeInvalid' | 'failed';
  fieldErrors?: Record<string, string>;
};
export type CalendarActionResult = { ok: true; id: string } | Failure;
export type CalendarEventsResult = { ok: true; events: CalendarEventView[] } | Failure;

/** How far ahead the page looks for calls to announce; it asks again every few minutes. */
const CALL_LOOKAHEAD_MS = 6 * 3_600_000;

/** The signed-in member on the request's site (the calendar's route is for any signed-in member). */
async function actor(): Promise<CalendarActor | Failure> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return { ok: false, error: 'unauthenticated' };
  return { siteId: site.id, userId: viewer.userId };
}

function failure(error: unknown): Failure {
  if (error instanceof CalendarEventNotFound) return { ok: false, error: 'notFound' };
  if (error instanceof CalendarEventForbidden) return { ok: false, error: 'forbidden' };
  if (error instanceof CalendarInviteeInvalid)
    return { ok: false, error: 'inviteeInvalid', fieldErrors: { inviteeId: 'inviteeInvalid' } };
  console.error('[calendar] action failed:', error);
  return { ok: false, error: 'failed' };
}

function invalid(issues: readonly { path: PropertyKey[]; message: string }[]): Failure {
  return {
    ok: false,
    error: 'invalid',
    fieldErrors: Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

/** The viewer's own and invited events in the visible range. */
export async function calendarEventsAction(range: {
  from: string;
  to: string;
}): Promise<CalendarEventsResult> {
  const parsed = calendarRangeSchema.safeParse(range);
  if (!parsed.success) return invalid(parsed.error.issues);
  const who = await actor();
  if ('ok' in who) return who;
  try {
    return {
      ok: true,
      events: await eventsInRange(getDb(), who, new Date(parsed.data.from), new Date(parsed.data.to)),
    };
  } catch (error) {
    return failure(error);
  }
}

/** The viewer's events with a call in the next hours: the page's "join the call" entries. */
export async function upcomingCallsAction(): Promise<CalendarEventsResult> {
  const who = await actor();
  if ('ok' in who) return who;
  const now = new Date();
  try {
    return {
      ok: true,
      events: await upcomingCallEvents(getDb(), who, now, new Date(now.getTime() + CALL_LOOKAHEAD_MS)),
    };
  } catch (error) {
    return failure(error);
  }
}

/** Creates (id null) or updates an event of the viewer's; the same rules as the form. */
export async function saveCalendarEventAction(
  id: string | null,
  input: CalendarEventInput,
): Promise<CalendarActionResult> {
  const parsed = calendarEventInputSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (id !== null && !calendarEventIdSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const who = await actor();
  if ('ok' in who) return who;
  try {
    if (id === null) return { ok: true, id: await createEvent(getDb(), who, parsed.data) };
    await updateEvent(getDb(), who, id, parsed.data);
    return { ok: true, id };
  } catch (error) {
    return failure(error);
  }
}

/** A drag or a resize in the calendar: the owner's event gets its new time. */
export async function moveCalendarEventAction(id: string, move: CalendarMove): Promise<CalendarActionResult> {
  const parsed = calendarMoveSchema.safeParse(move);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (!calendarEventIdSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const who = await actor();
  if ('ok' in who) return who;
  try {
    await moveEvent(getDb(), who, id, parsed.data);
    return { ok: true, id };
  } catch (error) {
    return failure(error);
  }
}

export async function deleteCalendarEventAction(id: string): Promise<CalendarActionResult> {
  if (!calendarEventIdSchema.safeParse(id).success) return { ok: false, error: 'notFound' };
  const who = await actor();
  if ('ok' in who) return who;
  try {
    await deleteEvent(getDb(), who, id);
    return { ok: true, id };
  } catch (error) {
    return failure(error);
  }
}
