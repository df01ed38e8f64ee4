'use client';

import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import {
  addCardAction,
  addColumnAction,
  deleteCardAction,
  deleteColumnAction,
  moveCardAction,
  moveColumnAction,
  renameColumnAction,
  updateCardAction,
} from '@/lib/kanban/actions';
import { moveCardIn, moveItemIn, stepOf, type Direction } from '@/lib/kanban/board-moves';
import type { KanbanAssignee, KanbanBoardView, KanbanColumnView } from '@/lib/kanban/board-types';
import { CardEditor } from './card-editor';
import { InlineTitleForm } from './inline-title-form';
import { KanbanCard } from './kanban-card';
import { columnDropId, KanbanColumn } from './kanban-column';
import { KanbanFailureAlert } from './kanban-failure-alert';
import { useKanbanBoard } from './use-kanban-board';

const COLUMN_PREFIX = columnDropId('');

/** Where a card is: its column and its 0-based index there. */
function locate(columns: readonly KanbanColumnView[], cardId: UniqueIdentifier) {
  for (const column of columns) {
    const index = column.cards.findIndex((card) => card.id === cardId);
    if (index >= 0) return { column, index, card: column.cards[index]! };
  }
  return null;
}

/** The column a droppable stands for: a column's list or one of its cards. */
function columnIdOf(columns: readonly KanbanColumnView[], id: UniqueIdentifier): string | null {
  const value = String(id);
  if (value.startsWith(COLUMN_PREFIX)) return value.slice(COLUMN_PREFIX.length);
  return locate(columns, value)?.column.id ?? null;
}

/** The board: columns of cards moved by drag and drop (pointer or keyboard) or the cards' menus. */
export function KanbanBoard({ board, assignees }: { board: KanbanBoardView; assignees: KanbanAssignee[] }) {
  const t = useTranslations('Kanban');
  const dndId = useId();
  const { columns, current, setColumns, apply, failure, dismiss } = useKanbanBoard(board.columns);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const [status, setStatus] = useState('');
  const beforeDrag = useRef<KanbanColumnView[] | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = new Map(assignees.map((person) => [person.id, person.name]));
  const editing = editingId ? (locate(columns, editingId)?.card ?? null) : null;

  const where = (cardId: UniqueIdentifier) => {
    const found = locate(current.current, cardId);
    return found
      ? {
          title: found.card.title,
          column: found.column.title,
          position: found.index + 1,
          count: found.column.cards.length,
        }
      : null;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('announce.picked', where(active.id) ?? { title: '', column: '', position: 0, count: 0 }),
    onDragOver: ({ active }) => {
      const place = where(active.id);
      return place ? t('announce.over', place) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const place = where(active.id);
      return place && over
        ? t('announce.dropped', place)
        : t('announce.cancelled', { title: place?.title ?? '' });
    },
    onDragCancel: ({ active }) => t('announce.cancelled', { title: where(active.id)?.title ?? '' }),
  };

  function moveCard(cardId: string, toColumnId: string, index: number, rollback?: KanbanColumnView[]) {
    const next = moveCardIn(current.current, cardId, toColumnId, index);
    if (!next) return;
    void apply('move', next, () => moveCardAction(cardId, toColumnId, index), rollback);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const from = columnIdOf(current.current, active.id);
    const to = columnIdOf(current.current, over.id);
    if (!from || !to || from === to) return;
    const target = current.current.find((column) => column.id === to)!;
    const overIndex = target.cards.findIndex((card) => card.id === over.id);
    const translated = active.rect.current.translated;
    const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
    const index = overIndex < 0 ? target.cards.length : overIndex + (below ? 1 : 0);
    const next = moveCardIn(current.current, String(active.id), to, index);
    if (next) setColumns(next);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const before = beforeDrag.current;
    beforeDrag.current = null;
    if (!before) return;
    if (!over) return setColumns(before);
    let columnsNow = current.current;
    const to = columnIdOf(columnsNow, over.id);
    if (to && over.id !== active.id && !String(over.id).startsWith(COLUMN_PREFIX)) {
      const index = columnsNow
        .find((column) => column.id === to)!
        .cards.findIndex((card) => card.id === over.id);
      columnsNow = moveCardIn(columnsNow, String(active.id), to, index) ?? columnsNow;
    }
    const start = locate(before, active.id);
    const end = locate(columnsNow, active.id);
    if (!start || !end) return setColumns(before);
    if (start.column.id === end.column.id && start.index === end.index) return setColumns(before);
    setColumns(columnsNow);
    moveCard(String(active.id), end.column.id, end.index, before);
  }

  function stepCard(cardId: string, direction: Direction) {
    const step = stepOf(current.current, cardId, direction);
    if (!step) return;
    moveCard(cardId, step.columnId, step.index);
    const place = where(cardId);
    if (place) setStatus(t('announce.dropped', place));
    // The card moved to another list: give the focus back to its menu button there.
    setTimeout(
      () => document.querySelector<HTMLElement>(`[data-card-id="${cardId}"] [aria-haspopup]`)?.focus(),
      50,
    );
  }

  function addCard(columnId: string, title: string) {
    const temporaryId = `new-${crypto.randomUUID()}`;
    const card = { id: temporaryId, title, description: '', labels: [], dueOn: null, assigneeId: null };
    const next = current.current.map((column) =>
      column.id === columnId ? { ...column, cards: [...column.cards, card] } : column,
    );
    void apply('add', next, () => addCardAction(columnId, title)).then((result) => {
      if (result.ok)
        setColumns(
          current.current.map((column) => ({
            ...column,
            cards: column.cards.map((each) => (each.id === temporaryId ? { ...each, id: result.id } : each)),
          })),
        );
    });
  }

  function deleteCard(cardId: string) {
    setEditingId(null);
    const next = current.current.map((column) => ({
      ...column,
      cards: column.cards.filter((card) => card.id !== cardId),
    }));
    void apply('delete', next, () => deleteCardAction(cardId));
  }

  async function saveCard(cardId: string, values: Parameters<typeof updateCardAction>[1]) {
    // Not optimistic: the editor stays open with what was typed until the server has it.
    const result = await updateCardAction(cardId, values).catch(
      () => ({ ok: false, error: 'failed' }) as const,
    );
    if (!result.ok) return result.error;
    setColumns(
      current.current.map((column) => ({
        ...column,
        cards: column.cards.map((card) =>
          card.id === cardId
            ? { ...card, ...values, dueOn: values.dueOn || null, assigneeId: values.assigneeId || null }
            : card,
        ),
      })),
    );
    setEditingId(null);
    return null;
  }

  function addColumn(title: string) {
    setAddingColumn(false);
    const temporaryId = `new-${crypto.randomUUID()}`;
    void apply('add', [...current.current, { id: temporaryId, title, cards: [] }], () =>
      addColumnAction(board.id, title),
    ).then((result) => {
      if (result.ok)
        setColumns(
          current.current.map((column) =>
            column.id === temporaryId ? { ...column, id: result.id } : column,
          ),
        );
    });
  }

  const renameColumn = (columnId: string, title: string) =>
    void apply(
      'rename',
      current.current.map((column) => (column.id === columnId ? { ...column, title } : column)),
      () => renameColumnAction(columnId, title),
    );
  const deleteColumn = (columnId: string) =>
    void apply(
      'delete',
      current.current.filter((column) => column.id !== columnId),
      () => deleteColumnAction(columnId),
    );
  function moveColumn(columnId: string, direction: 'left' | 'right') {
    const index =
      current.current.findIndex((column) => column.id === columnId) + (direction === 'left' ? -1 : 1);
    const next = moveItemIn(current.current, columnId, index);
    if (next) void apply('move', next, () => moveColumnAction(columnId, index));
  }

  return (
    <div className="space-y-3">
      <KanbanFailureAlert failure={failure} onDismiss={dismiss} />
      <p role="status" className="sr-only">
        {status}
      </p>
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
        onDragStart={() => (beforeDrag.current = current.current)}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          if (beforeDrag.current) setColumns(beforeDrag.current);
          beforeDrag.current = null;
        }}
      >
        <div className="flex items-start gap-4 overflow-x-auto pb-4">
          {columns.map((column, columnIndex) => (
            <KanbanColumn
              key={column.id}
              column={column}
              canMoveLeft={columnIndex > 0}
              canMoveRight={columnIndex < columns.length - 1}
              onRename={(title) => renameColumn(column.id, title)}
              onMove={(direction) => moveColumn(column.id, direction)}
              onDelete={() => deleteColumn(column.id)}
              onAddCard={(title) => addCard(column.id, title)}
            >
              {column.cards.map((card, index) => (
                <KanbanCard
                  key={card.id}
                  card={card}
                  assigneeName={card.assigneeId ? (names.get(card.assigneeId) ?? null) : null}
                  canMove={{
                    left: columnIndex > 0,
                    right: columnIndex < columns.length - 1,
                    up: index > 0,
                    down: index < column.cards.length - 1,
                  }}
                  onOpen={() => setEditingId(card.id)}
                  onMove={(direction) => stepCard(card.id, direction)}
                  onDelete={() => deleteCard(card.id)}
                />
              ))}
            </KanbanColumn>
          ))}
          <div className="w-72 shrink-0">
            {addingColumn ? (
              <div className="rounded-xl bg-muted/60 p-3">
                <InlineTitleForm
                  label={t('columnTitle')}
                  initial=""
                  submitLabel={t('addColumn')}
                  cancelLabel={t('cancel')}
                  onSubmit={addColumn}
                  onCancel={() => setAddingColumn(false)}
                />
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setAddingColumn(true)}
                className="flex w-full items-center gap-2 rounded-xl border border-dashed border-border px-3 py-3 text-sm text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Plus aria-hidden className="size-4" />
                {t('addColumn')}
              </button>
            )}
          </div>
        </div>
      </DndContext>
      <CardEditor
        card={editing}
        assignees={assignees}
        onClose={() => setEditingId(null)}
        onSave={(values) => saveCard(editing!.id, values)}
        onDelete={() => deleteCard(editing!.id)}
      />
    </div>
  );
}
