import 'server-only';
import { and, asc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberSiteOf } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { calendarEvent, membership, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';
import type { CalendarEventView, CalendarMember } from './calendar-event';
import { isCalendarCategory } from './categories';
import type { CalendarEventInput, CalendarMove } from './event-schema';

export class CalendarEventNotFound extends Error {}
export class CalendarEventForbidden extends Error {}
export class CalendarInviteeInvalid extends Error {}

/** Who acts, and where: every query is scoped by the site and by the viewer's own or invited events. */
export interface CalendarActor {
  siteId: SiteId;
  userId: string;
}

const invitee = alias(user, 'invitee');
/** More than anyone keeps in one view; a guard against a runaway range, not a page size. */
const RANGE_LIMIT = 1000;

function selectEvents(db: Database, actor: CalendarActor, where: SQL | undefined) {
  return db
    .select({
      event: calendarEvent,
      ownerName: user.name,
      inviteeName: invitee.name,
    })
    .from(calendarEvent)
    .innerJoin(user, eq(user.id, calendarEvent.ownerId))
    .leftJoin(invitee, eq(invitee.id, calendarEvent.inviteeId))
    .where(
      and(
        eq(calendarEvent.siteId, actor.siteId),
        or(eq(calendarEvent.ownerId, actor.userId), eq(calendarEvent.inviteeId, actor.userId)),
        where,
      ),
    )
    .orderBy(asc(calendarEvent.startsAt), asc(calendarEvent.id))
    .limit(RANGE_LIMIT);
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function toView(actor: CalendarActor, { event, ownerName, inviteeName }: EventRow): CalendarEventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    category: isCalendarCategory(event.category) ? event.category : 'business',
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    allDay: event.allDay,
    withCall: event.withCall && event.inviteeId !== null,
    role: event.ownerId === actor.userId ? 'owner' : 'invitee',
    owner: { id: event.ownerId, name: ownerName },
    invitee: event.inviteeId && inviteeName ? { id: event.inviteeId, name: inviteeName } : null,
  };
}

/** The viewer's own and invited events that overlap [from, to). */
export async function eventsInRange(
  db: Database,
  actor: CalendarActor,
  from: Date,
  to: Date,
): Promise<CalendarEventView[]> {
  const rows = await selectEvents(
    db,
    actor,
    and(lt(calendarEvent.startsAt, to), gt(calendarEvent.endsAt, from)),
  );
  return rows.map((row) => toView(actor, row));
}

/** Events with a call that have not ended and start before `until`: the page's "join the call" entries. */
export async function upcomingCallEvents(
  db: Database,
  actor: CalendarActor,
  now: Date,
  until: Date,
): Promise<CalendarEventView[]> {
  const rows = await selectEvents(
    db,
    actor,
    and(eq(calendarEvent.withCall, true), gt(calendarEvent.endsAt, now), lt(calendarEvent.startsAt, until)),
  );
  return rows.map((row) => toView(actor, row)).filter((event) => event.withCall);
}

/** The site's active members other than the viewer, by name: whom an event may invite. */
export async function invitableMembers(db: Database, actor: CalendarActor): Promise<CalendarMember[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(
      and(
        eq(membership.siteId, memberSiteOf(actor.siteId)),
        isNull(membership.suspendedAt),
        ne(membership.userId, actor.userId),
      ),
    )
    .orderBy(asc(user.name), asc(user.id))
    .limit(500);
}

async function checkInvitee(db: Database, actor: CalendarActor, inviteeId: string): Promise<string | null> {
  if (inviteeId === '') return null;
  if (inviteeId === actor.userId) throw new CalendarInviteeInvalid();
  const [row] = await db
    .select({ userId: membership.userId })
    .from(membership)
    .where(
      and(
        eq(membership.userId, inviteeId),
        eq(membership.siteId, memberSiteOf(actor.siteId)),
        isNull(membership.suspendedAt),
      ),
    );
  if (!row) throw new CalendarInviteeInvalid();
  return inviteeId;
}

function rowValues(input: CalendarEventInput, inviteeId: string | null) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    category: input.category,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    allDay: input.allDay,
    inviteeId,
    withCall: input.withCall && inviteeId !== null,
  };
}

export async function createEvent(
  db: Database,
  actor: CalendarActor,
  input: CalendarEventInput,
): Promise<string> {
  const inviteeId = await checkInvitee(db, actor, input.inviteeId);
  const id = newId();
  await db
    .insert(calendarEvent)
    .values({ id, siteId: actor.siteId, ownerId: actor.userId, ...rowValues(input, inviteeId) });
  return id;
}

/** Only the owner changes an event; an invitee is told it is not theirs, anyone else that it does not exist. */
async function ownedEvent(db: Database, actor: CalendarActor, id: string): Promise<void> {
  const [row] = await db
    .select({ ownerId: calendarEvent.ownerId, inviteeId: calendarEvent.inviteeId })
    .from(calendarEvent)
    .where(and(eq(calendarEvent.id, id), eq(calendarEvent.siteId, actor.siteId)));
  if (!row || (row.ownerId !== actor.userId && row.inviteeId !== actor.userId))
    throw new CalendarEventNotFound();
  if (row.ownerId !== actor.userId) throw new CalendarEventForbidden();
}

const ownerOnly = (actor: CalendarActor, id: string) =>
  and(
    eq(calendarEvent.id, id),
    eq(calendarEvent.siteId, actor.siteId),
    eq(calendarEvent.ownerId, actor.userId),
  );

export async function updateEvent(
  db: Database,
  actor: CalendarActor,
  id: string,
  input: CalendarEventInput,
): Promise<void> {
  await ownedEvent(db, actor, id);
  const inviteeId = await checkInvitee(db, actor, input.inviteeId);
  await db
    .update(calendarEvent)
    .set({ ...rowValues(input, inviteeId), updatedAt: new Date() })
    .where(ownerOnly(actor, id));
}

export async function moveEvent(
  db: Database,
  actor: CalendarActor,
  id: string,
  move: CalendarMove,
): Promise<void> {
  await ownedEvent(db, actor, id);
  await db
    .update(calendarEvent)
    .set({
      startsAt: new Date(move.startsAt),
      endsAt: new Date(move.endsAt),
      allDay: move.allDay,
      updatedAt: new Date(),
    })
    .where(ownerOnly(actor, id));
}

export async function deleteEvent(db: Database, actor: CalendarActor, id: string): Promise<void> {
  await ownedEvent(db, actor, id);
  await db.delete(calendarEvent).where(ownerOnly(actor, id));
}
