import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { NavItem, NavKey, Scope, SiteConfig } from '@/sites';

export interface MenuEntry {
  id: string;
  key: NavKey;
  href: string;
  label: string;
  /** The unread count on My messages, with the time the server counted it. */
  badge?: { count: number; renderedAt: number };
}

/** SPEC §6: an entry with a required scope shows only to users holding it. */
export function visibleNavItems(items: readonly NavItem[], scopes: ReadonlySet<Scope>): NavItem[] {
  return items.filter((item) => !item.requiredScope || scopes.has(item.requiredScope));
}

/**
 * The site's menu for a user: visible items with their localized href and label. AddNew and
 * MyItems use the site's own wording (SPEC §1); the rest come from the `Nav` messages.
 */
export function buildMenu(
  site: SiteConfig,
  locale: Locale,
  scopes: ReadonlySet<Scope>,
  translate: (key: NavKey) => string,
): MenuEntry[] {
  const copy = site.copy[locale];
  return visibleNavItems(site.nav, scopes).map((item, index) => ({
    id: `${item.key}-${index}`,
    key: item.key,
    href: localePath(locale, item.route),
    label: item.key === 'addNew' ? copy.addNew : item.key === 'myItems' ? copy.myItems : translate(item.key),
  }));
}
