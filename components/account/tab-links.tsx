import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { cn } from '@/lib/utils';

export interface TabLink {
  href: string;
  label: string;
  icon: LucideIcon;
  current: boolean;
}

/**
 * Tabs that are pages: each tab is a link with its own URL (shareable, back button, works without
 * JavaScript), the current one marked for assistive technology. On narrow windows they wrap, so
 * the current tab is always in sight.
 */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1">
        {tabs.map(({ href, label: text, icon: Icon, current }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                current
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
