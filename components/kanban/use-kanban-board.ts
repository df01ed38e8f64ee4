'use client';

import { useCallback, useRef, useState } from 'react';
import type { KanbanError, KanbanResult } from '@/lib/kanban/actions';
import type { KanbanColumnView } from '@/lib/kanban/board-types';

/** Which write failed, for the alert: a key of the `Kanban.failed` messages. */
export type KanbanFailure = { action: 'move' | 'save' | 'add' | 'delete' | 'rename'; error: KanbanError };

/**
 * The board's columns and cards as the member sees them: every change shows at once (optimistic)
 * and is rolled back, with an alert, when the server refuses it.
 */
export function useKanbanBoard(initial: KanbanColumnView[]) {
  const [columns, setColumnsState] = useState(initial);
  const [failure, setFailure] = useState<KanbanFailure | null>(null);
  const current = useRef(initial);

  const setColumns = useCallback((next: KanbanColumnView[]) => {
    current.current = next;
    setColumnsState(next);
  }, []);

  /** Shows `next` now and runs the action; on refusal puts `rollback` back (the state before by default). */
  const apply = useCallback(
    async (
      action: KanbanFailure['action'],
      next: KanbanColumnView[] | null,
      write: () => Promise<KanbanResult>,
      rollback: KanbanColumnView[] = current.current,
    ): Promise<KanbanResult> => {
      if (next) setColumns(next);
      setFailure(null);
      let result: KanbanResult;
      try {
        result = await write();
      } catch {
        result = { ok: false, error: 'failed' };
      }
      if (!result.ok) {
        setColumns(rollback);
        setFailure({ action, error: result.error });
      }
      return result;
    },
    [setColumns],
  );

  return { columns, current, setColumns, apply, failure, dismiss: () => setFailure(null) };
}
