import 'server-only';
import { getDb } from '@/lib/db/client';
import type { KanbanAssignee, KanbanBoardSummary, KanbanBoardView } from './board-types';
import { assigneesOf, boardsOf, boardView, type BoardOwner } from './repository';

export interface KanbanPageData {
  boards: KanbanBoardSummary[];
  /** The board asked for in `?board=` if it is the owner's, else their first; null when they have none. */
  board: KanbanBoardView | null;
  assignees: KanbanAssignee[];
}

export async function kanbanPageData(
  owner: BoardOwner,
  requested: string | string[] | undefined,
): Promise<KanbanPageData> {
  const db = getDb();
  const boards = await boardsOf(db, owner);
  const wanted =
    typeof requested === 'string' && boards.some((board) => board.id === requested)
      ? requested
      : boards[0]?.id;
  const [board, assignees] = await Promise.all([
    wanted ? boardView(db, owner, wanted) : null,
    assigneesOf(db, owner.siteId),
  ]);
  return { boards, board, assignees };
}
