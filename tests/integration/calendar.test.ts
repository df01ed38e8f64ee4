/**
 * The calendar's server actions as a request runs them (see action-access.test.ts): the site from
 * the Host header, the viewer from a real session, rows in PostgreSQL. Only the owner changes an
 * event; the invitee reads it; anyone else, on this site or another, neither sees nor changes it.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import {
  calendarEventsAction,
  deleteCalendarEventAction,
  moveCalendarEventAction,
  saveCalendarEventAction,
  upcomingCallsAction,
} from '@/lib/calendar/actions';
import type { CalendarEventInput } from '@/lib/calendar/event-schema';
import type { Database } from '@/lib/db/client';
import { calendarEvent } from '@/lib/db/schema';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const HOUR = 3_600_000;

let db: Database;
let auth: Auth;
const on = {} as Record<'owner' | 'guest' | 'stranger' | 'ownerOnTutoring', TestBrowser>;
const ids = { owner: '', guest: '', stranger: '', farAway: '', event: '' };

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

const soon = new Date(Date.now() + 5 * 60_000);
const at = (offsetMs: number) => new Date(soon.getTime() + offsetMs).toISOString();

function eventInput(overrides: Partial<CalendarEventInput> = {}): CalendarEventInput {
  return {
    title: 'Viewing with the buyer',
    description: 'Second visit, bring the energy certificate.',
    location: 'Tram depot',
    category: 'business',
    startsAt: at(0),
    endsAt: at(HOUR),
    allDay: false,
    inviteeId: ids.guest,
    withCall: true,
    ...overrides,
  };
}

const range = { from: at(-24 * HOUR), to: at(24 * HOUR) };

async function stored(id: string) {
  const [row] = await db
    .select({ title: calendarEvent.title, startsAt: calendarEvent.startsAt, siteId: calendarEvent.siteId })
    .from(calendarEvent)
    .where(eq(calendarEvent.id, id));
  return row;
}

async function eventCount() {
  const result = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM calendar_event`);
  return result.rows[0]!.count;
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const owner = await signIn(auth, BOND, 'owner@example.com');
  const guest = await signIn(auth, BOND, 'guest@example.com');
  const stranger = await signIn(auth, BOND, 'stranger@example.com');
  const farAway = await signIn(auth, TUTORING, 'far@example.com');
  const ownerOnTutoring = await signIn(auth, TUTORING, 'owner@example.com', { signUp: false });
  Object.assign(on, {
    owner: owner.browser,
    guest: guest.browser,
    stranger: stranger.browser,
    ownerOnTutoring: ownerOnTutoring.browser,
  });
  Object.assign(ids, { owner: owner.id, guest: guest.id, stranger: stranger.id, farAway: farAway.id });
  const created = await as(on.owner, () => saveCalendarEventAction(null, eventInput()));
  if (!created.ok) throw new Error(`the owner could not create an event: ${JSON.stringify(created)}`);
  ids.event = created.id;
});

describe('calendar actions', () => {
  it('store the event on the site, editable for its owner and read-only for the invitee', async () => {
    expect(await stored(ids.event)).toMatchObject({ title: 'Viewing with the buyer', siteId: 'bond' });
    const mine = await as(on.owner, () => calendarEventsAction(range));
    expect(mine.ok && mine.events.map((event) => [event.id, event.role, event.invitee?.id])).toEqual([
      [ids.event, 'owner', ids.guest],
    ]);
    const invited = await as(on.guest, () => calendarEventsAction(range));
    expect(invited.ok && invited.events.map((event) => [event.id, event.role, event.owner.id])).toEqual([
      [ids.event, 'invitee', ids.owner],
    ]);
    for (const browser of [on.stranger, on.ownerOnTutoring])
      expect(await as(browser, () => calendarEventsAction(range))).toEqual({ ok: true, events: [] });
  });

  it('list the calls of the coming hours for both sides', async () => {
    for (const browser of [on.owner, on.guest]) {
      const calls = await as(browser, () => upcomingCallsAction());
      expect(calls.ok && calls.events.map((event) => event.id)).toEqual([ids.event]);
    }
    expect(await as(on.stranger, () => upcomingCallsAction())).toEqual({ ok: true, events: [] });
  });

  it('fetch only the range asked for, and refuse a range wider than two months', async () => {
    const later = { from: at(2 * 24 * HOUR), to: at(3 * 24 * HOUR) };
    expect(await as(on.owner, () => calendarEventsAction(later))).toEqual({ ok: true, events: [] });
    const wide = await as(on.owner, () => calendarEventsAction({ from: at(0), to: at(90 * 24 * HOUR) }));
    expect(wide).toMatchObject({ ok: false, error: 'invalid' });
  });

  const refusals = [
    ['signed out', () => new TestBrowser(auth, BOND), undefined, 'unauthenticated'],
    ['the invitee', () => on.guest, undefined, 'forbidden'],
    ['another member of the site', () => on.stranger, undefined, 'notFound'],
    ['the owner, signed in on another site', () => on.ownerOnTutoring, undefined, 'notFound'],
    ["the owner's session replayed to another site", () => on.owner, TUTORING, 'unauthenticated'],
  ] as const;

  it.each(refusals)('refuse an edit, a move and a deletion by %s', async (_who, who, origin, error) => {
    const before = await stored(ids.event);
    const refused = { ok: false, error };
    const edit = () => saveCalendarEventAction(ids.event, eventInput({ title: 'Hijacked' }));
    const move = () =>
      moveCalendarEventAction(ids.event, { startsAt: at(HOUR), endsAt: at(2 * HOUR), allDay: false });
    expect(await as(who(), edit, origin)).toEqual(refused);
    expect(await as(who(), move, origin)).toEqual(refused);
    expect(await as(who(), () => deleteCalendarEventAction(ids.event), origin)).toEqual(refused);
    expect(await stored(ids.event)).toEqual(before);
  });

  it('refuse a new event signed out and store nothing', async () => {
    const before = await eventCount();
    const result = await as(new TestBrowser(auth, BOND), () => saveCalendarEventAction(null, eventInput()));
    expect(result).toEqual({ ok: false, error: 'unauthenticated' });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['an end before the start', () => eventInput({ endsAt: at(-HOUR) }), 'endsAt', 'spanInvalid'],
    ['a duration over a month', () => eventInput({ endsAt: at(40 * 24 * HOUR) }), 'endsAt', 'spanInvalid'],
    ['an empty title', () => eventInput({ title: '   ' }), 'title', 'titleRequired'],
    ['a title too long', () => eventInput({ title: 'x'.repeat(121) }), 'title', 'titleTooLong'],
    [
      'a category off the list',
      () => eventInput({ category: 'party' as never }),
      'category',
      'categoryInvalid',
    ],
    ['a call without an invitee', () => eventInput({ inviteeId: '' }), 'withCall', 'callNeedsInvitee'],
    [
      'a time without its zone',
      () => eventInput({ startsAt: '2026-01-01T10:00' }),
      'startsAt',
      'timeInvalid',
    ],
  ])('refuse %s', async (_what, input, field, message) => {
    const before = await eventCount();
    const result = await as(on.owner, () => saveCalendarEventAction(null, input()));
    expect(result).toMatchObject({ ok: false, error: 'invalid', fieldErrors: { [field]: message } });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['oneself', () => ids.owner],
    ['a member of another site only', () => ids.farAway],
    ['someone unknown', () => 'nobody-at-all'],
  ])('refuse to invite %s', async (_who, inviteeId) => {
    const before = await eventCount();
    const result = await as(on.owner, () =>
      saveCalendarEventAction(null, eventInput({ inviteeId: inviteeId() })),
    );
    expect(result).toMatchObject({ ok: false, error: 'inviteeInvalid' });
    expect(await eventCount()).toBe(before);
  });

  it('let the owner edit, move and delete the event', async () => {
    const edited = await as(on.owner, () =>
      saveCalendarEventAction(ids.event, eventInput({ title: 'Second viewing' })),
    );
    expect(edited).toEqual({ ok: true, id: ids.event });
    const moved = await as(on.owner, () =>
      moveCalendarEventAction(ids.event, { startsAt: at(2 * HOUR), endsAt: at(3 * HOUR), allDay: false }),
    );
    expect(moved).toEqual({ ok: true, id: ids.event });
    expect(await stored(ids.event)).toMatchObject({
      title: 'Second viewing',
      startsAt: new Date(at(2 * HOUR)),
    });
    expect(await as(on.owner, () => deleteCalendarEventAction(ids.event))).toEqual({
      ok: true,
      id: ids.event,
    });
    expect(await stored(ids.event)).toBeUndefined();
  });
});
