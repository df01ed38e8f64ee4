'use server';

import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { z } from '@/lib/zod';
import { kanbanCardSchema, kanbanIdSchema, kanbanTitleSchema, type KanbanCardValues } from './kanban-schema';
import {
  addCard,
  addColumn,
  createBoard,
  deleteBoard,
  deleteCard,
  deleteColumn,
  isAssignable,
  KanbanNotFound,
  moveCard,
  moveColumn,
  renameBoard,
  renameColumn,
  updateCard,
  type BoardOwner,
} from './repository';

export type KanbanError = 'unauthenticated' | 'notFound' | 'invalid' | 'failed';
export type KanbanResult = { ok: true; id: string } | { ok: false; error: KanbanError };

const indexSchema = z.number().int().min(0).max(10_000);
const columnTitlesSchema = z.array(kanbanTitleSchema).max(12);

/** The owner is the session's member on the request's site: never an id the client sends. */
async function ownerOfRequest(): Promise<BoardOwner | null> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  return viewer.kind === 'member' ? { siteId: site.id, ownerId: viewer.userId } : null;
}

/** Validates, authorizes and runs one kanban write; a foreign or unknown id is `notFound`. */
async function run(valid: boolean, work: (owner: BoardOwner) => Promise<string>): Promise<KanbanResult> {
  if (!valid) return { ok: false, error: 'invalid' };
  const owner = await ownerOfRequest();
  if (!owner) return { ok: false, error: 'unauthenticated' };
  try {
    return { ok: true, id: await work(owner) };
  } catch (error) {
    if (error instanceof KanbanNotFound) return { ok: false, error: 'notFound' };
    console.error('[kanban] action failed:', error);
    return { ok: false, error: 'failed' };
  }
}

const ids = (...values: unknown[]) => values.every((value) => kanbanIdSchema.safeParse(value).success);

/** A new board with the given column titles (the page sends its translated To do / In progress / Done). */
export async function createBoardAction(title: string, columnTitles: string[]): Promise<KanbanResult> {
  const parsedTitle = kanbanTitleSchema.safeParse(title);
  const parsedColumns = columnTitlesSchema.safeParse(columnTitles);
  return run(parsedTitle.success && parsedColumns.success, (owner) =>
    createBoard(getDb(), owner, parsedTitle.data!, parsedColumns.data!),
  );
}

export async function renameBoardAction(boardId: string, title: string): Promise<KanbanResult> {
  const parsed = kanbanTitleSchema.safeParse(title);
  return run(ids(boardId) && parsed.success, async (owner) => {
    await renameBoard(getDb(), owner, boardId, parsed.data!);
    return boardId;
  });
}

export async function deleteBoardAction(boardId: string): Promise<KanbanResult> {
  return run(ids(boardId), async (owner) => {
    await deleteBoard(getDb(), owner, boardId);
    return boardId;
  });
}

export async function addColumnAction(boardId: string, title: string): Promise<KanbanResult> {
  const parsed = kanbanTitleSchema.safeParse(title);
  return run(ids(boardId) && parsed.success, (owner) => addColumn(getDb(), owner, boardId, parsed.data!));
}

export async function renameColumnAction(columnId: string, title: string): Promise<KanbanResult> {
  const parsed = kanbanTitleSchema.safeParse(title);
  return run(ids(columnId) && parsed.success, async (owner) => {
    await renameColumn(getDb(), owner, columnId, parsed.data!);
    return columnId;
  });
}

export async function deleteColumnAction(columnId: string): Promise<KanbanResult> {
  return run(ids(columnId), async (owner) => {
    await deleteColumn(getDb(), owner, columnId);
    return columnId;
  });
}

export async function moveColumnAction(columnId: string, index: number): Promise<KanbanResult> {
  return run(ids(columnId) && indexSchema.safeParse(index).success, async (owner) => {
    await moveColumn(getDb(), owner, columnId, index);
    return columnId;
  });
}

export async function addCardAction(columnId: string, title: string): Promise<KanbanResult> {
  const parsed = kanbanTitleSchema.safeParse(title);
  return run(ids(columnId) && parsed.success, (owner) => addCard(getDb(), owner, columnId, parsed.data!));
}

/** Saves the editor's fields; the assignee must be a member of this site. */
export async function updateCardAction(cardId: string, values: KanbanCardValues): Promise<KanbanResult> {
  const parsed = kanbanCardSchema.safeParse(values);
  return run(ids(cardId) && parsed.success, async (owner) => {
    const card = parsed.data!;
    if (card.assigneeId && !(await isAssignable(getDb(), owner.siteId, card.assigneeId)))
      throw new KanbanNotFound();
    await updateCard(getDb(), owner, cardId, card);
    return cardId;
  });
}

export async function deleteCardAction(cardId: string): Promise<KanbanResult> {
  return run(ids(cardId), async (owner) => {
    await deleteCard(getDb(), owner, cardId);
    return cardId;
  });
}

/** Moves a card to `index` of `toColumnId` (a column of the same board); the server renumbers positions. */
export async function moveCardAction(
  cardId: string,
  toColumnId: string,
  index: number,
): Promise<KanbanResult> {
  return run(ids(cardId, toColumnId) && indexSchema.safeParse(index).success, async (owner) => {
    await moveCard(getDb(), owner, cardId, toColumnId, index);
    return cardId;
  });
}
