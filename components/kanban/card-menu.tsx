'use client';

import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import type { Direction } from '@/lib/kanban/board-moves';

export const MENU_ITEM =
  'flex cursor-default items-center gap-2 rounded-md px-3 py-2 outline-none select-none data-[disabled]:opacity-40 data-[highlighted]:bg-accent';
export const MENU_CONTENT = 'surface z-(--z-overlay) min-w-44 border border-border p-1 text-sm shadow-lg';
export const MENU_TRIGGER =
  'grid size-7 shrink-0 place-items-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

// Left and right are the reading direction's: the arrows flip in right-to-left languages.
const MOVES: { direction: Direction; icon: typeof ArrowUp; flip?: boolean }[] = [
  { direction: 'left', icon: ArrowLeft, flip: true },
  { direction: 'right', icon: ArrowRight, flip: true },
  { direction: 'up', icon: ArrowUp },
  { direction: 'down', icon: ArrowDown },
];

interface CardMenuProps {
  title: string;
  canMove: Record<Direction, boolean>;
  onEdit: () => void;
  onMove: (direction: Direction) => void;
  onDelete: () => void;
}

/** The card's actions, the keyboard way to move it without dragging included. */
export function CardMenu({ title, canMove, onEdit, onMove, onDelete }: CardMenuProps) {
  const t = useTranslations('Kanban');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={MENU_TRIGGER} aria-label={t('cardActions', { title })}>
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" className={MENU_CONTENT}>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={onEdit}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </DropdownMenu.Item>
          {MOVES.map(({ direction, icon: Icon, flip }) => (
            <DropdownMenu.Item
              key={direction}
              className={MENU_ITEM}
              disabled={!canMove[direction]}
              onSelect={() => onMove(direction)}
            >
              <Icon aria-hidden className={flip ? 'size-4 rtl:-scale-x-100' : 'size-4'} />
              {t(`move.${direction}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={`${MENU_ITEM} text-destructive`} onSelect={onDelete}>
            <Trash2 aria-hidden className="size-4" />
            {t('delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
