'use client';

import {
  ChartPie,
  ChevronDown,
  Component,
  Files,
  Globe,
  LayoutTemplate,
  Puzzle,
  Table2,
  TextCursorInput,
  WandSparkles,
  type LucideProps,
} from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Popover } from 'radix-ui';
import { useId, useState, type ComponentType } from 'react';
import type { MenuGroup } from '@/lib/navigation/menu';
import type { TemplateGroupKey } from '@/lib/navigation/templates-menu';
import { cn } from '@/lib/utils';

const GROUP_ICONS: Record<TemplateGroupKey, ComponentType<LucideProps>> = {
  frontPages: Globe,
  pages: Files,
  cards: LayoutTemplate,
  wizards: WandSparkles,
  components: Component,
  forms: TextCursorInput,
  charts: ChartPie,
  extensions: Puzzle,
  tables: Table2,
};

const ITEM =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-nav-foreground/85 transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

interface NavGroupProps {
  group: MenuGroup;
  orientation: 'vertical' | 'horizontal';
  onNavigate?: () => void;
}

/**
 * A collapsible group of the menu: in the vertical menu a disclosure that starts open when the
 * current page is inside it; in the horizontal menu a button that opens the links in a popover.
 */
export function NavGroup({ group, orientation, onNavigate }: NavGroupProps) {
  const pathname = usePathname();
  const current = group.entries.some((entry) => entry.href === pathname);
  const [open, setOpen] = useState(orientation === 'vertical' && current);
  const listId = useId();
  const Icon = GROUP_ICONS[group.key];
  const trigger = (
    <>
      <Icon aria-hidden className="size-5 shrink-0" />
      <span className="nav-label grow text-start">{group.label}</span>
      <ChevronDown aria-hidden className={cn('nav-label size-4 shrink-0 transition', open && 'rotate-180')} />
    </>
  );
  const links = (
    <ul
      id={listId}
      hidden={!open}
      className={cn('space-y-1', orientation === 'vertical' && 'nav-label ms-5 border-s border-border ps-2')}
    >
      {group.entries.map((entry) => {
        const active = pathname === entry.href;
        return (
          <li key={entry.id}>
            <Link
              href={entry.href}
              onClick={() => {
                if (orientation === 'horizontal') setOpen(false);
                onNavigate?.();
              }}
              aria-current={active ? 'page' : undefined}
              className={cn(
                ITEM,
                'py-1.5',
                active && 'bg-primary text-primary-foreground shadow-sm hover:bg-primary',
              )}
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  if (orientation === 'horizontal')
    return (
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={cn(ITEM, current && 'text-primary')}>{trigger}</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-(--z-overlay) max-h-[70dvh] min-w-52 overflow-y-auto rounded-md border border-border bg-card p-2 text-foreground shadow-lg outline-none"
          >
            {links}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={group.label}
        onClick={() => setOpen((value) => !value)}
        className={cn(ITEM, 'w-full', current && 'text-primary')}
      >
        {trigger}
      </button>
      {links}
    </div>
  );
}
