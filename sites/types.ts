import type { Locale } from '@/lib/i18n/locales';
import type { StaticRoutePath } from '@/lib/routing/routes';

export const SITE_IDS = [
  'local',
  'all',
  'ai-services',
  'table-booking',
  'tutoring',
  'dog-walking',
  'fashion',
  'ai-teaching',
  'product',
  'app-making',
  'game-guide',
  'bible',
  'bond',
  'real-estate',
  'lords-bits',
] as const;
export type SiteId = (typeof SITE_IDS)[number];

export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** Token scopes that gate menu entries and pages (docs/product.md §6). */
export type Scope = 'internal' | 'admin2';

export type NavKey = 'home' | 'addNew' | 'myItems' | 'myMessages' | 'academy';

/**
 * A menu entry: its title key and the target path (without the locale prefix). Who may see it
 * comes from the route rule of that path (docs/architecture.md §4), not from the entry.
 */
export interface NavItem {
  key: NavKey;
  route: StaticRoutePath;
}

/** The lucide icons a site may use for its brand mark and features (kept small on purpose). */
export type SiteIcon =
  | 'house'
  | 'bot'
  | 'armchair'
  | 'graduation-cap'
  | 'dog'
  | 'shirt'
  | 'brain'
  | 'package'
  | 'smartphone'
  | 'gamepad'
  | 'book-open'
  | 'landmark'
  | 'crown'
  | 'globe'
  | 'search'
  | 'shield'
  | 'sparkles'
  | 'calendar'
  | 'map-pin'
  | 'message'
  | 'star'
  | 'users'
  | 'trending-up'
  | 'clock';

export interface SiteConfig {
  id: SiteId;
  /** Brand name shown in the header. */
  appName: string;
  /** Canonical production domain; other domains go in `aliases`. */
  appDomain: string;
  aliases?: readonly string[];
  /** Document title (docs/product.md §2.2) and prefix of stored preference keys (docs/product.md §3). */
  appTitle: string;
  /** Where an administrator lands after sign-in (docs/product.md §2.5). */
  defaultLandingAdminPage: StaticRoutePath;
  defaultLang: Locale;
  /** Site whose listings this site shows (the local site shows the real-estate listings). */
  listingsSiteId?: SiteId;
  /** Brand colour as an OKLCH triple `L C H`, used as the primary colour. */
  brandColor: string;
  icon: SiteIcon;
  currency: string;
  /**
   * The tax rate invoices add, in percent (VAT of the brand's country, 0 where none is charged):
   * docs/apps.md, Invoices. Up to two decimals.
   */
  taxRate: number;
  /** Path → path redirects (without the locale prefix), applied before routing. */
  redirects?: Readonly<Record<string, string>>;
  nav: readonly NavItem[];
  /** Icons of the three front-page features; their titles and texts are `Sites.<id>` messages. */
  featureIcons: readonly [SiteIcon, SiteIcon, SiteIcon];
  /**
   * The site whose wording (`Sites.<id>` messages) this site shows, when not its own: the local
   * site speaks as the real-estate site (docs/architecture.md §2).
   */
  wordingOf?: SiteId;
}

/** What host resolution and request planning need of a site (the Edge middleware's view). */
export type SiteHost = Pick<SiteConfig, 'id' | 'appDomain' | 'aliases' | 'defaultLang' | 'redirects'>;
