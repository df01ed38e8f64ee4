/** The calendar's sample data (lib/demo/apps/calendar.ts) on a fresh database: per site, around now, one call. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCalendarCategory } from '@/lib/calendar/categories';
import { spanProblem } from '@/lib/calendar/event-schema';
import type { Database } from '@/lib/db/client';
import { calendarEvent } from '@/lib/db/schema';
import { seedCalendarDemo } from '@/lib/demo/apps/calendar';
import type { DemoGroup } from '@/lib/demo/demo-accounts';
import { freshAppDatabase } from './test-database';
import { insertPerson } from './test-helpers';

const DAY_MS = 86_400_000;
let db: Database;
let group: DemoGroup;
const now = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  ({ db } = await freshAppDatabase());
  const person = async (name: string) => ({
    id: await insertPerson(db, name),
    name,
    email: `${name}@x.test`,
  });
  group = { siteId: 'bond', admin: await person('Admin'), member: await person('Member'), viewer: null };
  await seedCalendarDemo({
    db,
    scope: 'bond',
    catalog: { language: 'pl', offers: [], inquiries: ['', '', '', ''] },
    groups: [group],
    offers: [{ id: 'o1', name: 'Obligacja tramwajowa', owner: group.member, publishedAt: now, photos: 1 }],
    now,
    random: () => 0.5,
  });
});

describe('calendar demo content', () => {
  it('gives the admin and the member two weeks of valid events in the site language, with one call between them', async () => {
    const rows = await db.select().from(calendarEvent).where(eq(calendarEvent.siteId, 'bond'));
    for (const person of [group.admin, group.member])
      expect(rows.filter((row) => row.ownerId === person.id).length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(isCalendarCategory(row.category)).toBe(true);
      expect(spanProblem(row.startsAt, row.endsAt)).toBeNull();
      expect(Math.abs(row.startsAt.getTime() - now.getTime())).toBeLessThan(14 * DAY_MS);
    }
    const calls = rows.filter((row) => row.withCall);
    expect(calls.map((row) => [row.ownerId, row.inviteeId])).toEqual([[group.admin.id, group.member.id]]);
    expect(rows.map((row) => row.title)).toContain('Nowy opis oferty „Obligacja tramwajowa”');
  });
});
