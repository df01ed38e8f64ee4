'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarDays, GripVertical, UserRound } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { KanbanCardView } from '@/lib/kanban/board-types';
import type { Direction } from '@/lib/kanban/board-moves';
import { cn } from '@/lib/utils';
import { CardLabels } from './card-labels';
import { CardMenu } from './card-menu';

interface KanbanCardProps {
  card: KanbanCardView;
  assigneeName: string | null;
  canMove: Record<Direction, boolean>;
  onOpen: () => void;
  onMove: (direction: Direction) => void;
  onDelete: () => void;
}

/** A card: a drag handle (pointer, touch or keyboard), its title opening the editor, and a menu. */
export function KanbanCard({ card, assigneeName, canMove, onOpen, onMove, onDelete }: KanbanCardProps) {
  const t = useTranslations('Kanban');
  const format = useFormatter();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-card-id={card.id}
      className={cn(
        'surface flex items-start gap-1 border border-border p-2 text-sm shadow-sm',
        isDragging && 'relative z-10 opacity-60 ring-2 ring-primary',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('dragCard', { title: card.title })}
        className="-ms-1 mt-0.5 cursor-grab touch-none rounded p-1 text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="min-w-0 grow space-y-1.5 py-0.5">
        <CardLabels labels={card.labels} />
        <button
          type="button"
          onClick={onOpen}
          className="block w-full rounded text-start font-medium break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {card.title}
        </button>
        {card.dueOn || assigneeName ? (
          <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {card.dueOn ? (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden className="size-3.5" />
                <span className="sr-only">{t('due')}</span>
                <time dateTime={card.dueOn}>
                  {format.dateTime(new Date(`${card.dueOn}T00:00:00Z`), {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  })}
                </time>
              </span>
            ) : null}
            {assigneeName ? (
              <span className="inline-flex items-center gap-1">
                <UserRound aria-hidden className="size-3.5" />
                <span className="sr-only">{t('assignee')}</span>
                {assigneeName}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <CardMenu title={card.title} canMove={canMove} onEdit={onOpen} onMove={onMove} onDelete={onDelete} />
    </li>
  );
}
