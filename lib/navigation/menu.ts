import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { findRoute, requiredScope } from '@/lib/routing/routes';
import type { SiteWording } from '@/lib/site/site-copy';
import type { NavItem, NavKey, Scope, SiteConfig, SiteId } from '@/sites';
import type { AppKey } from './apps-menu';
import type { TemplateGroupKey } from './templates-menu';

export interface MenuEntry {
  id: string;
  key: NavKey | AppKey;
  href: string;
  label: string;
  /** The unread count on My messages, with the time the server counted it. */
  badge?: { count: number; renderedAt: number };
}

/** A collapsible group of plain links under a section (the template galleries). */
export interface MenuGroup {
  id: string;
  key: TemplateGroupKey;
  label: string;
  entries: readonly { id: string; href: string; label: string }[];
}

/** A group of entries: the site's own menu, the apps, then the template pages under their heading. */
export interface MenuSection {
  id: string;
  title?: string;
  entries: readonly MenuEntry[];
  groups?: readonly MenuGroup[];
}

/** Where the menu's titles come from: the `Nav` messages and the site's own wording. */
export interface MenuLabels {
  nav: (key: NavKey) => string;
  site: Pick<SiteWording, 'addNew' | 'myItems'>;
}

/**
 * docs/product.md §6: an entry shows only to users holding the scope that its route asks for on this site.
 * The scope is the route table's (docs/architecture.md §4): the menu keeps no copy of it.
 */
export function visibleNavItems(
  items: readonly NavItem[],
  siteId: SiteId,
  scopes: ReadonlySet<Scope>,
): NavItem[] {
  return items.filter((item) => {
    const rule = findRoute(item.route);
    if (!rule)
      throw new Error(`Menu entry ${item.route} is missing from the route table (lib/routing/routes.ts)`);
    const scope = requiredScope(rule.access, siteId);
    return !scope || scopes.has(scope);
  });
}

/**
 * The site's menu for a user: visible items with their localized href and label. AddNew and
 * MyItems use the site's own wording (docs/product.md §1); the rest come from the `Nav` messages.
 */
export function buildMenu(
  site: SiteConfig,
  locale: Locale,
  scopes: ReadonlySet<Scope>,
  labels: MenuLabels,
): MenuEntry[] {
  return visibleNavItems(site.nav, site.id, scopes).map((item, index) => ({
    id: `${item.key}-${index}`,
    key: item.key,
    href: localePath(locale, item.route),
    label: item.key === 'addNew' || item.key === 'myItems' ? labels.site[item.key] : labels.nav(item.key),
  }));
}
