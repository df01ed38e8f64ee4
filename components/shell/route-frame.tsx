import type { ReactNode } from 'react';
import { routeRule, type RoutePath } from '@/lib/routing/routes';

/**
 * The frame of a shell page. Routes flagged `fixedHeight` (docs/product.md §2.1: chat, e-mail, fleet)
 * fill the window below the navbar, so their panes scroll on their own instead of the page: 4rem of
 * navbar and 3rem of the main area's padding; the footer stays one scroll away.
 */
export function RouteFrame({ path, children }: { path: RoutePath; children: ReactNode }) {
  if (!routeRule(path).fixedHeight) return children;
  return (
    <div data-fixed-height className="flex h-[calc(100dvh-7rem)] min-h-[26rem] flex-col">
      {children}
    </div>
  );
}
