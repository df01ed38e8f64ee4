import type { StaticRoutePath } from '@/lib/routing/routes';
import type { NavItem } from './types';

/** docs/product.md §2.5 landing pages, also the targets of the menu's Home entries. */
export const DASHBOARD0 = '/apps/logistics/dashboard0';
export const DASHBOARD2 = '/apps/logistics/dashboard2';
export const CRM_DASHBOARD = '/dashboards/crm';
export const DEFAULT_ADMIN_LANDING = '/apps/logistics/dashboard';
/** The named route `dashboards-academy` (docs/product.md §2.3). */
export const ACADEMY_DASHBOARD = '/apps/academy/dashboard';

/**
 * docs/product.md §2.4: Home entries, then AddNew, MyItems, MyMessages, then Academy. Who sees an entry is
 * the access of its route in lib/routing/routes.ts (docs/product.md §6).
 */
export function siteNav(home: readonly NavItem[], { academy = false } = {}): NavItem[] {
  return [
    ...home,
    { key: 'addNew', route: '/add-new' },
    { key: 'myItems', route: '/my-items' },
    { key: 'myMessages', route: '/my-messages' },
    ...(academy ? [{ key: 'academy', route: ACADEMY_DASHBOARD } as const] : []),
  ];
}

export const homeTo = (route: StaticRoutePath): NavItem => ({ key: 'home', route });
