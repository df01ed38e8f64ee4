'use client';

import { MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { useId, useState } from 'react';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import { deleteBoardAction, renameBoardAction, type KanbanResult } from '@/lib/kanban/actions';
import type { KanbanBoardSummary, KanbanBoardView } from '@/lib/kanban/board-types';
import { useRouter } from '@/lib/i18n/navigation';
import { MENU_CONTENT, MENU_ITEM } from './card-menu';
import type { KanbanFailure } from './use-kanban-board';
import { InlineTitleForm } from './inline-title-form';

interface BoardSwitcherProps {
  boards: KanbanBoardSummary[];
  board: KanbanBoardView;
  pending: boolean;
  onCreate: (title: string) => void;
  onFailure: (failure: KanbanFailure) => void;
}

/** Which board is shown, and the boards' own actions: new, rename, delete. */
export function BoardSwitcher({ boards, board, pending, onCreate, onFailure }: BoardSwitcherProps) {
  const t = useTranslations('Kanban');
  const router = useRouter();
  const selectId = useId();
  const [form, setForm] = useState<'new' | 'rename' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const show = (id: string | null) => {
    router.push(id ? { pathname: '/apps/kanban', query: { board: id } } : '/apps/kanban');
    router.refresh();
  };
  /** Runs a board write; a refusal is reported and the page stays as it is. */
  const write = async (action: KanbanFailure['action'], run: () => Promise<KanbanResult>) => {
    const result = await run().catch(() => ({ ok: false, error: 'failed' }) as const);
    if (!result.ok) onFailure({ action, error: result.error });
    return result.ok;
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm text-muted-foreground">
        {t('board')}
      </label>
      <select
        id={selectId}
        value={board.id}
        onChange={(event) => show(event.target.value)}
        className="h-9 max-w-56 rounded-md border border-border bg-card px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {boards.map((each) => (
          <option key={each.id} value={each.id}>
            {each.title}
          </option>
        ))}
      </select>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('boardActions')}
          className="grid size-9 place-items-center rounded-md border border-border bg-card outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" className={MENU_CONTENT}>
            <DropdownMenu.Item className={MENU_ITEM} disabled={pending} onSelect={() => setForm('new')}>
              <Plus aria-hidden className="size-4" />
              {t('newBoard')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setForm('rename')}>
              <Pencil aria-hidden className="size-4" />
              {t('renameBoard')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={`${MENU_ITEM} text-destructive`}
              onSelect={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('deleteBoard')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {form ? (
        <div className="basis-full sm:basis-80">
          <InlineTitleForm
            key={form}
            label={t('boardTitle')}
            initial={form === 'rename' ? board.title : ''}
            submitLabel={form === 'rename' ? t('save') : t('newBoard')}
            cancelLabel={t('cancel')}
            onCancel={() => setForm(null)}
            onSubmit={async (title) => {
              setForm(null);
              if (form === 'new') return onCreate(title);
              if (await write('rename', () => renameBoardAction(board.id, title))) router.refresh();
            }}
          />
        </div>
      ) : null}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <ConfirmDialogContent
          title={t('deleteBoardTitle', { title: board.title })}
          description={t('deleteBoardText')}
          cancelLabel={t('cancel')}
          confirmLabel={t('deleteBoard')}
          onConfirm={async () => {
            if (await write('delete', () => deleteBoardAction(board.id)))
              show(boards.find((each) => each.id !== board.id)?.id ?? null);
          }}
        />
      </AlertDialog.Root>
    </div>
  );
}
