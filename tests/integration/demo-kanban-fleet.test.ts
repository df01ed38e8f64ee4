/**
 * The kanban and fleet sample data (lib/demo/apps, docs/apps.md): a board per demo admin and member
 * with the owner's offers in its cards, in the catalog's language, and a fleet per site whose
 * vehicles stand on their routes where their progress says.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { kanbanBoard, kanbanCard, kanbanColumn, vehicle } from '@/lib/db/schema';
import type { DemoGroup } from '@/lib/demo/demo-accounts';
import { seedDemoFleet } from '@/lib/demo/apps/fleet';
import { seedDemoKanban } from '@/lib/demo/apps/kanban';
import type { AppDemoContext } from '@/lib/demo/apps/app-demo';
import { DEMO_CATALOGS } from '@/lib/demo/catalog';
import { seededRandom } from '@/lib/demo/random';
import { distanceKm, pointAlong } from '@/lib/fleet/route-geometry';
import { freshDatabase } from './test-database';
import { insertPerson } from './test-helpers';

let db: Database;
const NOW = new Date('2026-05-20T10:00:00Z');

async function context(scope: 'bond' | 'tutoring'): Promise<AppDemoContext & { group: DemoGroup }> {
  const person = async (role: string) => {
    const name = `${role} of ${scope}`;
    return { id: await insertPerson(db, name), name, email: `${role}@${scope}.test` };
  };
  const group: DemoGroup = {
    siteId: scope,
    admin: await person('admin'),
    member: await person('member'),
    viewer: null,
  };
  const offers = [
    { id: 'o1', name: `Offer of the admin on ${scope}`, owner: group.admin, publishedAt: NOW, photos: 1 },
    { id: 'o2', name: `Offer of the member on ${scope}`, owner: group.member, publishedAt: NOW, photos: 1 },
  ];
  return {
    db,
    scope,
    catalog: DEMO_CATALOGS[scope]!,
    groups: [group],
    offers,
    now: NOW,
    random: seededRandom(scope),
    group,
  };
}

const boardsOf = async (ownerId: string) => {
  const boards = await db.select().from(kanbanBoard).where(eq(kanbanBoard.ownerId, ownerId));
  return Promise.all(
    boards.map(async (board) => {
      const columns = await db
        .select()
        .from(kanbanColumn)
        .where(eq(kanbanColumn.boardId, board.id))
        .orderBy(asc(kanbanColumn.position));
      const cards = await Promise.all(
        columns.map((column) =>
          db
            .select()
            .from(kanbanCard)
            .where(eq(kanbanCard.columnId, column.id))
            .orderBy(asc(kanbanCard.position)),
        ),
      );
      return { board, columns, cards };
    }),
  );
};

beforeAll(async () => {
  ({ db } = await freshDatabase());
});

describe('kanban and fleet sample data', () => {
  it('give each demo admin and member a board of their site, its cards about their own offers', async () => {
    const english = await context('bond');
    await seedDemoKanban(english);
    for (const [owner, colleague] of [
      [english.group.admin, english.group.member],
      [english.group.member, english.group.admin],
    ] as const) {
      const [mine, ...more] = await boardsOf(owner.id);
      expect(more).toEqual([]);
      expect(mine!.board).toMatchObject({ siteId: 'bond', title: 'This month' });
      expect(mine!.columns.map((column) => column.title)).toEqual(['To do', 'In progress', 'Done']);
      const cards = mine!.cards.flat();
      expect(cards.length).toBeGreaterThanOrEqual(6);
      for (const column of mine!.cards)
        expect(column.map((card) => card.position)).toEqual(column.map((_, i) => i));
      expect(
        cards.some((card) =>
          card.title.includes(`Offer of the ${owner === english.group.admin ? 'admin' : 'member'}`),
        ),
      ).toBe(true);
      expect(cards.some((card) => card.assigneeId === colleague.id)).toBe(true);
    }

    const polish = await context('tutoring');
    await seedDemoKanban(polish);
    const [board] = await boardsOf(polish.group.member.id);
    expect(board!.board).toMatchObject({ siteId: 'tutoring', title: 'Ten miesiąc' });
    expect(board!.columns.map((column) => column.title)).toEqual(['Do zrobienia', 'W toku', 'Gotowe']);
  });

  it('give each site 6 to 9 vehicles standing on their routes where their progress says', async () => {
    const english = await context('bond');
    await seedDemoFleet(english);
    const rows = await db.select().from(vehicle).where(eq(vehicle.siteId, 'bond'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(9);
    for (const row of rows) {
      expect(row.route.length).toBeGreaterThanOrEqual(2);
      expect(distanceKm([row.lng, row.lat], pointAlong(row.route, row.progress))).toBeLessThan(0.01);
      expect(row.driverName).not.toBe('');
      expect(row.origin).not.toBe(row.destination);
    }
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);

    const polish = await context('tutoring');
    await seedDemoFleet(polish);
    const origins = (await db.select().from(vehicle).where(eq(vehicle.siteId, 'tutoring'))).map(
      (row) => row.origin,
    );
    expect(origins).toContain('Warszawa');
  });
});
