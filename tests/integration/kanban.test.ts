/**
 * The kanban actions as a request runs them (real sessions, memberships and PostgreSQL; only Next's
 * request context stubbed): a member's writes land on their own board with positions renumbered,
 * and a board, column or card of another member or another site, or a signed-out request, is
 * refused with nothing changed.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { kanbanCard } from '@/lib/db/schema';
import {
  addCardAction,
  addColumnAction,
  createBoardAction,
  deleteBoardAction,
  deleteCardAction,
  deleteColumnAction,
  moveCardAction,
  moveColumnAction,
  renameBoardAction,
  renameColumnAction,
  updateCardAction,
} from '@/lib/kanban/actions';
import { EMPTY_CARD } from '@/lib/kanban/kanban-schema';
import { boardView } from '@/lib/kanban/repository';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<'owner' | 'other' | 'ownerOnTutoring', TestBrowser>;
const ids = { owner: '', other: '' };

async function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function ok(result: Promise<{ ok: boolean; id?: string }>): Promise<string> {
  const value = await result;
  if (!value.ok || !value.id) throw new Error(`refused: ${JSON.stringify(value)}`);
  return value.id;
}

/** The owner's board as titles: column title → card titles in order. */
async function layout(boardId: string) {
  const board = await boardView(db, { siteId: 'bond', ownerId: ids.owner }, boardId);
  return Object.fromEntries(
    board!.columns.map((column) => [column.title, column.cards.map((card) => card.title)]),
  );
}

async function snapshot() {
  const result = await db.execute(
    sql`SELECT (SELECT json_agg(b ORDER BY id) FROM kanban_board b) AS boards,
               (SELECT json_agg(c ORDER BY id) FROM kanban_column c) AS columns,
               (SELECT json_agg(k ORDER BY id) FROM kanban_card k) AS cards`,
  );
  return JSON.stringify(result.rows[0]);
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const owner = await signIn(auth, BOND, 'kanban-owner@example.com');
  const other = await signIn(auth, BOND, 'kanban-other@example.com');
  const ownerOnTutoring = await signIn(auth, TUTORING, 'kanban-owner@example.com', { signUp: false });
  Object.assign(on, { owner: owner.browser, other: other.browser, ownerOnTutoring: ownerOnTutoring.browser });
  Object.assign(ids, { owner: owner.id, other: other.id });
});

describe('kanban actions', () => {
  const board = { id: '', todo: '', doing: '', done: '', cards: [] as string[] };

  beforeAll(async () => {
    board.id = await ok(as(on.owner, () => createBoardAction('Launch', ['To do', 'Doing', 'Done'])));
    const view = await boardView(db, { siteId: 'bond', ownerId: ids.owner }, board.id);
    [board.todo, board.doing, board.done] = view!.columns.map((column) => column.id) as [
      string,
      string,
      string,
    ];
    for (const title of ['A', 'B', 'C'])
      board.cards.push(await ok(as(on.owner, () => addCardAction(board.todo, title))));
  });

  it('create a board with its columns and add cards at the end of a column', async () => {
    expect(await layout(board.id)).toEqual({ 'To do': ['A', 'B', 'C'], Doing: [], Done: [] });
  });

  it('move a card within a column and to another one, renumbering both columns', async () => {
    const [a, b, c] = board.cards as [string, string, string];
    await ok(as(on.owner, () => moveCardAction(c, board.todo, 0)));
    expect(await layout(board.id)).toEqual({ 'To do': ['C', 'A', 'B'], Doing: [], Done: [] });
    await ok(as(on.owner, () => moveCardAction(a, board.doing, 0)));
    await ok(as(on.owner, () => moveCardAction(b, board.doing, 0)));
    await ok(as(on.owner, () => moveCardAction(c, board.doing, 99)));
    expect(await layout(board.id)).toEqual({ 'To do': [], Doing: ['B', 'A', 'C'], Done: [] });
    const rows = await db
      .select({ id: kanbanCard.id, position: kanbanCard.position })
      .from(kanbanCard)
      .where(inArray(kanbanCard.id, board.cards))
      .orderBy(asc(kanbanCard.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    await ok(as(on.owner, () => moveCardAction(a, board.todo, 0)));
    expect(await layout(board.id)).toEqual({ 'To do': ['A'], Doing: ['B', 'C'], Done: [] });
  });

  it('edit a card with labels, due date and a member of the site as assignee', async () => {
    const values = {
      ...EMPTY_CARD,
      title: 'A, edited',
      labels: ['bug' as const],
      dueOn: '2026-12-01',
      assigneeId: ids.other,
    };
    await ok(as(on.owner, () => updateCardAction(board.cards[0]!, values)));
    const [row] = await db.select().from(kanbanCard).where(eq(kanbanCard.id, board.cards[0]!));
    expect(row).toMatchObject({
      title: 'A, edited',
      labels: ['bug'],
      dueOn: '2026-12-01',
      assigneeId: ids.other,
    });
    const outsider = { ...values, assigneeId: 'not-a-member-of-bond' };
    expect(await as(on.owner, () => updateCardAction(board.cards[0]!, outsider))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.owner, () => updateCardAction(board.cards[0]!, { ...values, title: ' ' }))).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('add, rename, reorder and delete columns', async () => {
    const review = await ok(as(on.owner, () => addColumnAction(board.id, 'Review')));
    await ok(as(on.owner, () => renameColumnAction(review, 'In review')));
    await ok(as(on.owner, () => moveColumnAction(review, 1)));
    expect(Object.keys(await layout(board.id))).toEqual(['To do', 'In review', 'Doing', 'Done']);
    await ok(as(on.owner, () => deleteColumnAction(review)));
    expect(Object.keys(await layout(board.id))).toEqual(['To do', 'Doing', 'Done']);
  });

  it('refuse a card moved to a column of another board of the same member', async () => {
    const second = await ok(as(on.owner, () => createBoardAction('Second', ['Only'])));
    const column = (await boardView(db, { siteId: 'bond', ownerId: ids.owner }, second))!.columns[0]!.id;
    const before = await snapshot();
    expect(await as(on.owner, () => moveCardAction(board.cards[1]!, column, 0))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await snapshot()).toBe(before);
  });

  const refusals = [
    ['signed out', () => new TestBrowser(auth, BOND), undefined, 'unauthenticated'],
    ['by another member', () => on.other, undefined, 'notFound'],
    ['by the owner signed in on another site', () => on.ownerOnTutoring, undefined, 'notFound'],
    ["with the owner's session replayed to another site", () => on.owner, TUTORING, 'unauthenticated'],
  ] as const;

  it.each(refusals)('refuse every write %s and change nothing', async (_who, who, origin, error) => {
    const before = await snapshot();
    const refused = { ok: false, error };
    const [card] = board.cards as [string];
    const writes = [
      () => renameBoardAction(board.id, 'Hijacked'),
      () => addColumnAction(board.id, 'Hijacked'),
      () => renameColumnAction(board.todo, 'Hijacked'),
      () => moveColumnAction(board.todo, 2),
      () => addCardAction(board.todo, 'Hijacked'),
      () => updateCardAction(card, { ...EMPTY_CARD, title: 'Hijacked' }),
      () => moveCardAction(card, board.done, 0),
      () => deleteCardAction(card),
      () => deleteColumnAction(board.todo),
      () => deleteBoardAction(board.id),
    ];
    for (const write of writes) expect(await as(who(), write, origin)).toEqual(refused);
    expect(await snapshot()).toBe(before);
  });

  it("refuse a card of the member's own board moved into another member's column", async () => {
    const theirs = await ok(as(on.other, () => createBoardAction('Theirs', ['Mine'])));
    const column = (await boardView(db, { siteId: 'bond', ownerId: ids.other }, theirs))!.columns[0]!.id;
    const before = await snapshot();
    expect(await as(on.owner, () => moveCardAction(board.cards[1]!, column, 0))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.other, () => moveCardAction(board.cards[1]!, column, 0))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuse malformed input before touching the database', async () => {
    expect(await as(on.owner, () => moveCardAction(board.cards[1]!, board.done, -1))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await as(on.owner, () => moveCardAction("x' OR 1=1", board.done, 0))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await as(on.owner, () => createBoardAction('', []))).toEqual({ ok: false, error: 'invalid' });
  });
});
