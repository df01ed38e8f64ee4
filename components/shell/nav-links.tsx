'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MenuEntry } from '@/lib/navigation/menu';
import { cn } from '@/lib/utils';
import { NavIcon } from './nav-icon';
import { UnreadBadge } from './unread-badge';

interface NavLinksProps {
  entries: readonly MenuEntry[];
  orientation: 'vertical' | 'horizontal';
  onNavigate?: () => void;
}

/** The menu entries, with the current page marked for assistive technology and the eye. */
export function NavLinks({ entries, orientation, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  return (
    <ul className={cn(orientation === 'vertical' ? 'space-y-1' : 'flex flex-wrap items-center gap-1')}>
      {entries.map((entry) => {
        const active = pathname === entry.href;
        return (
          <li key={entry.id}>
            <Link
              href={entry.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              title={entry.label}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-nav-foreground/85 transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                active && 'bg-primary text-primary-foreground shadow-sm hover:bg-primary',
              )}
            >
              <NavIcon name={entry.key} className="size-5 shrink-0" />
              <span className="nav-label">{entry.label}</span>
              {entry.badge ? (
                <UnreadBadge
                  count={entry.badge.count}
                  renderedAt={entry.badge.renderedAt}
                  className={orientation === 'vertical' ? 'nav-label' : undefined}
                />
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
