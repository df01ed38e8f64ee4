'use client';

import { KanbanSquare, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { createBoardAction } from '@/lib/kanban/actions';
import { useRouter } from '@/lib/i18n/navigation';
import type { KanbanPageData } from '@/lib/kanban/page-data';
import { BoardSwitcher } from './board-switcher';
import { KanbanBoard } from './kanban-board';
import { KanbanFailureAlert } from './kanban-failure-alert';
import type { KanbanFailure } from './use-kanban-board';

const DEFAULT_COLUMNS = ['todo', 'inProgress', 'done'] as const;

/** The kanban page: the member's boards on this site, one shown; a first board one click away. */
export function KanbanApp({ boards, board, assignees }: KanbanPageData) {
  const t = useTranslations('Kanban');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<KanbanFailure | null>(null);

  /** A new board with To do / In progress / Done, then shown. */
  const createBoard = (title: string) =>
    startTransition(async () => {
      setFailure(null);
      const columns = DEFAULT_COLUMNS.map((key) => t(`defaultColumns.${key}`));
      const result = await createBoardAction(title, columns).catch(
        () => ({ ok: false, error: 'failed' }) as const,
      );
      if (!result.ok) return setFailure({ action: 'add', error: result.error });
      router.push({ pathname: '/apps/kanban', query: { board: result.id } });
      router.refresh();
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        {board ? (
          <BoardSwitcher
            boards={boards}
            board={board}
            onCreate={createBoard}
            onFailure={setFailure}
            pending={pending}
          />
        ) : null}
      </div>
      <KanbanFailureAlert failure={failure} onDismiss={() => setFailure(null)} />
      {board ? (
        <KanbanBoard key={board.id} board={board} assignees={assignees} />
      ) : (
        <EmptyState icon={KanbanSquare} title={t('emptyTitle')} text={t('emptyText')}>
          <Button onClick={() => createBoard(t('firstBoardTitle'))} disabled={pending} aria-busy={pending}>
            <Plus aria-hidden className="size-4" />
            {t('createFirstBoard')}
          </Button>
        </EmptyState>
      )}
    </div>
  );
}
