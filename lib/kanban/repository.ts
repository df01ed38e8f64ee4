import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { kanbanBoard, kanbanCard, kanbanColumn, membership, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { memberSiteOf } from '@/lib/auth/membership';
import type { SiteId } from '@/sites';
import { moveCardIn, moveItemIn } from './board-moves';
import type { KanbanAssignee, KanbanBoardSummary, KanbanBoardView } from './board-types';
import { KANBAN_LABELS, type KanbanCardValues, type KanbanLabel } from './kanban-schema';

/** Whose boards: one member on one site. Every query below is scoped by both. */
export interface BoardOwner {
  siteId: SiteId;
  ownerId: string;
}

/** The board, column or card is not the owner's on this site (or does not exist): the same answer for both. */
export class KanbanNotFound extends Error {}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const ownedBy = (owner: BoardOwner) =>
  and(eq(kanbanBoard.siteId, owner.siteId), eq(kanbanBoard.ownerId, owner.ownerId));

export async function boardsOf(db: Database, owner: BoardOwner): Promise<KanbanBoardSummary[]> {
  return db
    .select({ id: kanbanBoard.id, title: kanbanBoard.title })
    .from(kanbanBoard)
    .where(ownedBy(owner))
    .orderBy(asc(kanbanBoard.position), asc(kanbanBoard.createdAt));
}

const knownLabels = (labels: string[]) =>
  labels.filter((label): label is KanbanLabel => (KANBAN_LABELS as readonly string[]).includes(label));

/** The board with its columns and cards in order, or null when it is not the owner's. */
export async function boardView(
  db: Database,
  owner: BoardOwner,
  boardId: string,
): Promise<KanbanBoardView | null> {
  const [board] = await db
    .select({ id: kanbanBoard.id, title: kanbanBoard.title })
    .from(kanbanBoard)
    .where(and(eq(kanbanBoard.id, boardId), ownedBy(owner)));
  if (!board) return null;
  const columns = await db
    .select({ id: kanbanColumn.id, title: kanbanColumn.title })
    .from(kanbanColumn)
    .where(eq(kanbanColumn.boardId, board.id))
    .orderBy(asc(kanbanColumn.position), asc(kanbanColumn.id));
  const cards = columns.length
    ? await db
        .select()
        .from(kanbanCard)
        .where(
          inArray(
            kanbanCard.columnId,
            columns.map((column) => column.id),
          ),
        )
        .orderBy(asc(kanbanCard.position), asc(kanbanCard.createdAt))
    : [];
  return {
    ...board,
    columns: columns.map((column) => ({
      ...column,
      cards: cards
        .filter((card) => card.columnId === column.id)
        .map((card) => ({
          id: card.id,
          title: card.title,
          description: card.description,
          labels: knownLabels(card.labels),
          dueOn: card.dueOn,
          assigneeId: card.assigneeId,
        })),
    })),
  };
}

/** A new board with these columns, after the owner's other boards; returns its id. */
export async function createBoard(
  db: Database,
  owner: BoardOwner,
  title: string,
  columnTitles: readonly string[],
): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: kanbanBoard.id }).from(kanbanBoard).where(ownedBy(owner));
    await tx.insert(kanbanBoard).values({ id, ...owner, title, position: existing.length });
    if (columnTitles.length)
      await tx.insert(kanbanColumn).values(
        columnTitles.map((columnTitle, position) => ({
          id: newId(),
          boardId: id,
          title: columnTitle,
          position,
        })),
      );
  });
  return id;
}

/**
 * The board that holds the board, column or card, if the owner's; locked for the transaction so two
 * moves on one board are applied one after the other.
 */
async function lockOwnedBoard(
  tx: Transaction,
  owner: BoardOwner,
  target: { boardId: string } | { columnId: string } | { cardId: string },
): Promise<string> {
  let boardId: string | undefined;
  if ('boardId' in target) boardId = target.boardId;
  else if ('columnId' in target) {
    const [row] = await tx
      .select({ boardId: kanbanColumn.boardId })
      .from(kanbanColumn)
      .where(eq(kanbanColumn.id, target.columnId));
    boardId = row?.boardId;
  } else {
    const [row] = await tx
      .select({ boardId: kanbanColumn.boardId })
      .from(kanbanCard)
      .innerJoin(kanbanColumn, eq(kanbanColumn.id, kanbanCard.columnId))
      .where(eq(kanbanCard.id, target.cardId));
    boardId = row?.boardId;
  }
  if (!boardId) throw new KanbanNotFound();
  const [board] = await tx
    .select({ id: kanbanBoard.id })
    .from(kanbanBoard)
    .where(and(eq(kanbanBoard.id, boardId), ownedBy(owner)))
    .for('update');
  if (!board) throw new KanbanNotFound();
  return board.id;
}

async function columnsOf(tx: Executor, boardId: string) {
  return tx
    .select({ id: kanbanColumn.id })
    .from(kanbanColumn)
    .where(eq(kanbanColumn.boardId, boardId))
    .orderBy(asc(kanbanColumn.position), asc(kanbanColumn.id));
}

async function cardIdsOf(tx: Executor, columnIds: string[]) {
  if (!columnIds.length) return [];
  return tx
    .select({ id: kanbanCard.id, columnId: kanbanCard.columnId })
    .from(kanbanCard)
    .where(inArray(kanbanCard.columnId, columnIds))
    .orderBy(asc(kanbanCard.position), asc(kanbanCard.createdAt));
}

export async function renameBoard(db: Database, owner: BoardOwner, boardId: string, title: string) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { boardId });
    await tx.update(kanbanBoard).set({ title }).where(eq(kanbanBoard.id, boardId));
  });
}

export async function deleteBoard(db: Database, owner: BoardOwner, boardId: string) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { boardId });
    await tx.delete(kanbanBoard).where(eq(kanbanBoard.id, boardId));
  });
}

/** A new column at the end of the board; returns its id. */
export async function addColumn(
  db: Database,
  owner: BoardOwner,
  boardId: string,
  title: string,
): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { boardId });
    const columns = await columnsOf(tx, boardId);
    await tx.insert(kanbanColumn).values({ id, boardId, title, position: columns.length });
  });
  return id;
}

export async function renameColumn(db: Database, owner: BoardOwner, columnId: string, title: string) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { columnId });
    await tx.update(kanbanColumn).set({ title }).where(eq(kanbanColumn.id, columnId));
  });
}

/** Deletes the column and its cards. */
export async function deleteColumn(db: Database, owner: BoardOwner, columnId: string) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { columnId });
    await tx.delete(kanbanColumn).where(eq(kanbanColumn.id, columnId));
  });
}

/** Puts the column at `index` of its board and renumbers the board's columns 0…n-1. */
export async function moveColumn(db: Database, owner: BoardOwner, columnId: string, index: number) {
  await db.transaction(async (tx) => {
    const boardId = await lockOwnedBoard(tx, owner, { columnId });
    const moved = moveItemIn(await columnsOf(tx, boardId), columnId, index);
    if (!moved) throw new KanbanNotFound();
    for (const [position, column] of moved.entries())
      await tx.update(kanbanColumn).set({ position }).where(eq(kanbanColumn.id, column.id));
  });
}

/** A new card at the end of the column; returns its id. */
export async function addCard(
  db: Database,
  owner: BoardOwner,
  columnId: string,
  title: string,
): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { columnId });
    const cards = await cardIdsOf(tx, [columnId]);
    await tx.insert(kanbanCard).values({ id, columnId, title, position: cards.length });
  });
  return id;
}

export async function updateCard(db: Database, owner: BoardOwner, cardId: string, values: KanbanCardValues) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { cardId });
    await tx
      .update(kanbanCard)
      .set({
        title: values.title,
        description: values.description,
        labels: [...new Set(values.labels)],
        dueOn: values.dueOn || null,
        assigneeId: values.assigneeId || null,
        updatedAt: new Date(),
      })
      .where(eq(kanbanCard.id, cardId));
  });
}

export async function deleteCard(db: Database, owner: BoardOwner, cardId: string) {
  await db.transaction(async (tx) => {
    await lockOwnedBoard(tx, owner, { cardId });
    await tx.delete(kanbanCard).where(eq(kanbanCard.id, cardId));
  });
}

/**
 * Puts the card at `index` of the target column (same board) and renumbers the cards of the columns
 * it left and joined 0…n-1, in one transaction.
 */
export async function moveCard(
  db: Database,
  owner: BoardOwner,
  cardId: string,
  toColumnId: string,
  index: number,
) {
  await db.transaction(async (tx) => {
    const boardId = await lockOwnedBoard(tx, owner, { cardId });
    const columnIds = (await columnsOf(tx, boardId)).map((column) => column.id);
    if (!columnIds.includes(toColumnId)) throw new KanbanNotFound();
    const cards = await cardIdsOf(tx, columnIds);
    const columns = columnIds.map((id) => ({ id, cards: cards.filter((card) => card.columnId === id) }));
    const moved = moveCardIn(columns, cardId, toColumnId, index);
    if (!moved) throw new KanbanNotFound();
    const fromColumnId = cards.find((card) => card.id === cardId)!.columnId;
    for (const column of moved.filter((candidate) => [fromColumnId, toColumnId].includes(candidate.id)))
      for (const [position, card] of column.cards.entries())
        await tx
          .update(kanbanCard)
          .set({ columnId: column.id, position, updatedAt: new Date() })
          .where(eq(kanbanCard.id, card.id));
  });
}

/** The site's members a card can be assigned to (not suspended), by name. */
export async function assigneesOf(db: Database, siteId: SiteId): Promise<KanbanAssignee[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(membership.siteId, memberSiteOf(siteId)), isNull(membership.suspendedAt)))
    .orderBy(asc(user.name));
}

export async function isAssignable(db: Database, siteId: SiteId, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: membership.userId })
    .from(membership)
    .where(
      and(
        eq(membership.siteId, memberSiteOf(siteId)),
        eq(membership.userId, userId),
        isNull(membership.suspendedAt),
      ),
    );
  return Boolean(row);
}
