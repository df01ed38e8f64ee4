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

/** Token scopes that gate menu entries and pages (SPEC §6). */
export type Scope = 'internal' | 'admin2';

export type NavKey = 'home' | 'addNew' | 'myItems' | 'myMessages' | 'academy';

/** A menu entry: its title key, the target path (without the locale prefix) and the scope it needs. */
export interface NavItem {
  key: NavKey;
  route: StaticRoutePath;
  requiredScope?: Scope;
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

/** A site's own words in one language. Every site provides all ten (the type enforces it). */
export interface SiteCopy {
  /** Short line under the brand name in the header and the page description. */
  tagline: string;
  heroTitle: string;
  heroSubtitle: string;
  /** Label of the primary call to action (leads to registration / the free trial). */
  heroCta: string;
  /** Placeholder of the search box ("Search apartments in Kraków…"). */
  searchPlaceholder: string;
  features: readonly [SiteFeature, SiteFeature, SiteFeature];
  /** The site's wording for the "add new" and "my items" menu entries (SPEC §1). */
  addNew: string;
  myItems: string;
}

export interface SiteFeature {
  icon: SiteIcon;
  title: string;
  text: string;
}

export interface SiteConfig {
  id: SiteId;
  /** Brand name shown in the header. */
  appName: string;
  /** Canonical production domain; other domains go in `aliases`. */
  appDomain: string;
  aliases?: readonly string[];
  /** Document title (SPEC §2.2) and prefix of stored preference keys (SPEC §3). */
  appTitle: string;
  /** Where an administrator lands after sign-in (SPEC §2.5). */
  defaultLandingAdminPage: StaticRoutePath;
  defaultLang: Locale;
  /** Site whose listings this site shows (the local site shows the real-estate listings). */
  listingsSiteId?: SiteId;
  /** Brand colour as an OKLCH triple `L C H`, used as the primary colour. */
  brandColor: string;
  icon: SiteIcon;
  currency: string;
  /** Path → path redirects (without the locale prefix), applied before routing. */
  redirects?: Readonly<Record<string, string>>;
  nav: readonly NavItem[];
  copy: Readonly<Record<Locale, SiteCopy>>;
}
