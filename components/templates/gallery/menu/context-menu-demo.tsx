'use client';

import { Image as ImageIcon, MousePointerClick } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ChosenAction, ListingMenuItems, type MenuAction } from './actions-menu';

/**
 * The listing menu on a right-click target: the dropdown opens at the pointer, anchored to an
 * invisible point. The target takes the focus, so the keyboard's menu key or Shift+F10 (which
 * fire the same `contextmenu` event, at 0,0) open it too, in the target's centre; closing gives
 * the focus back to the target.
 */
export function ContextMenuDemo() {
  const t = useTranslations('ComponentsGallery.menu.context');
  const hintId = useId();
  const area = useRef<HTMLDivElement>(null);
  const [point, setPoint] = useState<{ x: number; y: number } | null>(null);
  const [action, setAction] = useState<MenuAction | null>(null);

  function openAt(event: MouseEvent<HTMLDivElement>) {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setPoint(
      fromKeyboard
        ? { x: box.width / 2, y: box.height / 2 }
        : { x: event.clientX - box.left, y: event.clientY - box.top },
    );
  }

  return (
    <>
      <div
        ref={area}
        role="group"
        aria-label={t('area')}
        aria-describedby={hintId}
        tabIndex={0}
        onContextMenu={openAt}
        className="relative grid min-h-44 place-items-center rounded-lg border-2 border-dashed border-border bg-muted/50 p-6 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex flex-col items-center gap-2 text-muted-foreground">
          <ImageIcon aria-hidden className="size-8" />
          <p id={hintId} className="flex items-center gap-2 text-sm">
            <MousePointerClick aria-hidden className="size-4" />
            {t('hint')}
          </p>
        </div>
        <DropdownMenu open={point !== null} onOpenChange={(open) => !open && setPoint(null)}>
          <DropdownMenuTrigger asChild>
            {/* Physical pixels from the pointer: `left` is right in both directions here. */}
            <span
              aria-hidden
              className="absolute size-0"
              style={{ left: point?.x ?? 0, top: point?.y ?? 0 }}
            />
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="start"
            className="w-60"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              area.current?.focus();
            }}
          >
            <ListingMenuItems onSelect={setAction} />
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <ChosenAction action={action} />
    </>
  );
}
