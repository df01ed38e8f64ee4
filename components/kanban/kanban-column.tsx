'use client';

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowLeft, ArrowRight, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AlertDialog, DropdownMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { ConfirmDialogContent } from '@/components/ui/confirm-dialog';
import type { KanbanColumnView } from '@/lib/kanban/board-types';
import { cn } from '@/lib/utils';
import { InlineTitleForm } from './inline-title-form';
import { MENU_CONTENT, MENU_ITEM, MENU_TRIGGER } from './card-menu';

/** The droppable id of a column's card list, apart from card ids. */
export const columnDropId = (columnId: string) => `column:${columnId}`;

interface KanbanColumnProps {
  column: KanbanColumnView;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onRename: (title: string) => void;
  onMove: (direction: 'left' | 'right') => void;
  onDelete: () => void;
  onAddCard: (title: string) => void;
  children: ReactNode;
}

export function KanbanColumn(props: KanbanColumnProps) {
  const { column, children } = props;
  const t = useTranslations('Kanban');
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id) });
  const headingId = `kanban-column-${column.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-column-id={column.id}
      className="flex max-h-full w-72 shrink-0 flex-col rounded-xl bg-muted/60 p-2"
    >
      <header className="flex items-center gap-2 px-1 pb-2">
        {renaming ? (
          <InlineTitleForm
            label={t('columnTitle')}
            initial={column.title}
            submitLabel={t('save')}
            cancelLabel={t('cancel')}
            onSubmit={(title) => {
              setRenaming(false);
              props.onRename(title);
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <>
            <h2 id={headingId} className="min-w-0 grow truncate font-semibold">
              {column.title}
              <span className="ms-2 text-sm font-normal text-muted-foreground">
                <span className="sr-only">{t('cardCount', { count: column.cards.length })}</span>
                <span aria-hidden>{column.cards.length}</span>
              </span>
            </h2>
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger
                className={MENU_TRIGGER}
                aria-label={t('columnActions', { title: column.title })}
              >
                <MoreHorizontal aria-hidden className="size-4" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" className={MENU_CONTENT}>
                  <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setRenaming(true)}>
                    <Pencil aria-hidden className="size-4" />
                    {t('renameColumn')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className={MENU_ITEM}
                    disabled={!props.canMoveLeft}
                    onSelect={() => props.onMove('left')}
                  >
                    <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
                    {t('move.left')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    className={MENU_ITEM}
                    disabled={!props.canMoveRight}
                    onSelect={() => props.onMove('right')}
                  >
                    <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                    {t('move.right')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-border" />
                  <DropdownMenu.Item
                    className={`${MENU_ITEM} text-destructive`}
                    onSelect={() => setConfirming(true)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t('deleteColumn')}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </>
        )}
      </header>
      <SortableContext
        id={column.id}
        items={column.cards.map((card) => card.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol
          ref={setNodeRef}
          aria-labelledby={headingId}
          className={cn(
            'flex min-h-16 grow flex-col gap-2 overflow-y-auto rounded-lg p-1 transition-colors',
            isOver && 'bg-primary-soft',
          )}
        >
          {children}
        </ol>
      </SortableContext>
      <div className="px-1 pt-2">
        {adding ? (
          <InlineTitleForm
            label={t('cardTitle')}
            initial=""
            submitLabel={t('addCard')}
            cancelLabel={t('cancel')}
            keepOpen
            onSubmit={(title) => props.onAddCard(title)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="w-full rounded-md px-2 py-1.5 text-start text-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            + {t('addCardTo', { column: column.title })}
          </button>
        )}
      </div>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <ConfirmDialogContent
          title={t('deleteColumnTitle', { title: column.title })}
          description={t('deleteColumnText', { count: column.cards.length })}
          cancelLabel={t('cancel')}
          confirmLabel={t('deleteColumn')}
          onConfirm={props.onDelete}
        />
      </AlertDialog.Root>
    </section>
  );
}
