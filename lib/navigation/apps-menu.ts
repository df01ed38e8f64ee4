import type { Viewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { decideAccess } from '@/lib/routing/access';
import { routeRule, type StaticRoutePath } from '@/lib/routing/routes';
import type { SiteId } from '@/sites';
import type { MenuEntry } from './menu';

/** The admin apps' menu section (docs/apps.md): each app's entry page. */
export const APP_MENU = [
  { key: 'chat', route: '/apps/chat' },
  { key: 'email', route: '/apps/email' },
  { key: 'calendar', route: '/apps/calendar' },
  { key: 'kanban', route: '/apps/kanban' },
  { key: 'invoices', route: '/apps/invoice/list' },
  { key: 'ecommerce', route: '/apps/ecommerce/product/list' },
  { key: 'fleet', route: '/apps/logistics/fleet' },
  { key: 'courses', route: '/apps/academy/my-course' },
] as const satisfies readonly { key: string; route: StaticRoutePath }[];

export type AppKey = (typeof APP_MENU)[number]['key'];

/** The apps this viewer may open on this site: the route table decides, as for the pages themselves. */
export function buildAppsMenu(
  siteId: SiteId,
  locale: Locale,
  viewer: Viewer,
  label: (key: AppKey) => string,
): MenuEntry[] {
  return APP_MENU.filter((item) => decideAccess(routeRule(item.route), viewer, siteId).kind === 'allow').map(
    (item) => ({
      id: `app-${item.key}`,
      key: item.key,
      href: localePath(locale, item.route),
      label: label(item.key),
    }),
  );
}
