import type { Action, Subject } from '@/lib/auth/abilities';
import type { Scope, SiteId } from '@/sites';

// Data and types only: the typed links of every client component read this table, so it imports
// no runtime code (the access decision, which needs CASL, lives in ./access.ts).

/** docs/product.md §2.1 access flags. */
export type Access =
  | { kind: 'public' }
  | { kind: 'unauthenticatedOnly' }
  /** Any signed-in member; a site may ask for a scope instead (docs/product.md §6: the local Home entries). */
  | { kind: 'signedIn'; perSite?: Partial<Record<SiteId, Scope>> }
  | { kind: 'scope'; scope: Scope }
  | { kind: 'ability'; action: Action; subject: Subject };

export type Layout = 'public' | 'shell' | 'blank';

export interface RouteRule {
  /** Path without the language prefix; `[name]` matches one segment, `/` is the front page. */
  path: string;
  access: Access;
  layout: Layout;
  /** docs/product.md §2.1 layoutWrapperClasses fixed-height (chat, email, fleet). */
  fixedHeight?: boolean;
}

const PUBLIC: Access = { kind: 'public' };
const LOGGED_OUT: Access = { kind: 'unauthenticatedOnly' };
const INTERNAL: Access = { kind: 'scope', scope: 'internal' };
/** docs/product.md §6: menu entries other than AddNew, MyItems and MyMessages are open to every member. */
const SIGNED_IN: Access = { kind: 'signedIn' };
/** docs/architecture.md §4: what the site's permission mapping grants, the admin role always. */
const MANAGES_MEMBERS: Access = { kind: 'ability', action: 'manage', subject: 'Member' };
const MANAGES_ROLES: Access = { kind: 'ability', action: 'manage', subject: 'Role' };
const MANAGES_SHOP: Access = { kind: 'ability', action: 'manage', subject: 'Shop' };
const FIXED_HEIGHT = { fixedHeight: true };

export const AUTH_TEMPLATE_PAGES = [
  'forgot-password-v1',
  'forgot-password-v2',
  'login-v1',
  'login-v2',
  'register-multi-steps',
  'register-v1',
  'register-v2',
  'reset-password-v1',
  'reset-password-v2',
  'two-steps-v1',
  'two-steps-v2',
  'verify-email-v1',
  'verify-email-v2',
] as const;

/** The tabs of the member's account settings and profile: one page (and one URL) per tab. */
export const ACCOUNT_SETTINGS_TABS = [
  'account',
  'security',
  'notifications',
  'connections',
  'billing',
] as const;
export const USER_PROFILE_TABS = ['profile', 'offers', 'connections'] as const;

/** The e-commerce app's pages (docs/product.md §2.3), all for whoever manages the shop. */
export const ECOMMERCE_PAGES = [
  'customer/details/[id]',
  'customer/list',
  'manage-review',
  'order/details/[id]',
  'order/list',
  'product/add',
  'product/category-list',
  'product/list',
  'referrals',
  'settings',
] as const;

/** docs/templates.md: the design system's galleries, one page each, for signed-in members. */
export const CARD_PAGES = [
  'card-actions',
  'card-advance',
  'card-basic',
  'card-gamification',
  'card-statistics',
  'card-widgets',
] as const;
export const COMPONENT_PAGES = [
  'alert',
  'avatar',
  'badge',
  'button',
  'chip',
  'dialog',
  'expansion-panel',
  'list',
  'menu',
  'pagination',
  'progress-circular',
  'progress-linear',
  'snackbar',
  'tabs',
  'timeline',
  'tooltip',
] as const;
export const FORM_PAGES = [
  'autocomplete',
  'checkbox',
  'combobox',
  'custom-input',
  'date-time-picker',
  'editors',
  'file-input',
  'form-layouts',
  'form-validation',
  'form-wizard-icons',
  'form-wizard-numbered',
  'radio',
  'range-slider',
  'rating',
  'select',
  'slider',
  'switch',
  'textarea',
  'textfield',
] as const;
/** The public front pages (docs/templates.md), in the site's own brand and wording. */
export const FRONT_PAGES = ['landing-page', 'pricing', 'payment', 'checkout', 'help-center'] as const;

/** A rule that keeps its path as a literal type, so the table also types every link (docs/architecture.md §3). */
const rule = <const P extends string>(
  path: P,
  access: Access,
  layout: Layout,
  extra?: { fixedHeight?: boolean },
) => ({ path, access, layout, ...extra }) satisfies RouteRule;

/**
 * The one route table: server guards, the navigation menu and the typed links of
 * lib/i18n/navigation.ts all read it (docs/architecture.md §4). Paths are written as the app folders name them.
 */
export const ROUTES = [
  rule('/', PUBLIC, 'public'),
  rule('/all', PUBLIC, 'public'),
  rule('/search', PUBLIC, 'public'),
  rule('/offer/[offerId]', PUBLIC, 'public'),
  rule('/pages/faq', PUBLIC, 'public'),
  rule('/not-authorized', PUBLIC, 'blank'),
  rule('/login', LOGGED_OUT, 'blank'),
  rule('/register', LOGGED_OUT, 'blank'),
  rule('/forgot-password', LOGGED_OUT, 'blank'),
  rule('/reset-password', LOGGED_OUT, 'blank'),
  ...AUTH_TEMPLATE_PAGES.map((page) => rule(`/pages/authentication/${page}`, PUBLIC, 'blank')),
  // The Home entries' dashboards (docs/product.md §2.4). docs/product.md §6: on the local site the Home entry to
  // dashboard2 needs admin2 and the one to dashboard0 needs internal.
  rule('/apps/logistics/dashboard', SIGNED_IN, 'shell'),
  rule('/apps/logistics/dashboard0', { kind: 'signedIn', perSite: { local: 'internal' } }, 'shell'),
  rule('/apps/logistics/dashboard2', { kind: 'signedIn', perSite: { local: 'admin2' } }, 'shell'),
  rule('/dashboards/crm', SIGNED_IN, 'shell'),
  rule('/dashboards/analytics', SIGNED_IN, 'shell'),
  rule('/dashboards/ecommerce', SIGNED_IN, 'shell'),
  rule('/apps/academy/dashboard', PUBLIC, 'shell'),
  rule('/access-control', { kind: 'ability', action: 'read', subject: 'AclDemo' }, 'shell'),
  rule('/add-new', INTERNAL, 'shell'),
  rule('/apps/bit/add-new-base', INTERNAL, 'shell'),
  rule('/my-items', INTERNAL, 'shell'),
  rule('/my-items/[id]/edit', INTERNAL, 'shell'),
  rule('/my-messages', INTERNAL, 'shell'),
  // docs/product.md §6: a signed-in member with an API token may join calls, no scope needed.
  rule('/my-call', SIGNED_IN, 'shell'),
  rule('/my-call/diagnostics', SIGNED_IN, 'shell'),
  ...ACCOUNT_SETTINGS_TABS.map((tab) => rule(`/pages/account-settings/${tab}`, SIGNED_IN, 'shell')),
  ...USER_PROFILE_TABS.map((tab) => rule(`/pages/user-profile/${tab}`, SIGNED_IN, 'shell')),
  rule('/apps/user/list', MANAGES_MEMBERS, 'shell'),
  rule('/apps/user/view/[id]', MANAGES_MEMBERS, 'shell'),
  rule('/apps/roles', MANAGES_ROLES, 'shell'),
  rule('/apps/permissions', MANAGES_ROLES, 'shell'),
  // The admin apps (docs/product.md §2.3). Chat and e-mail show the inbox's messages, so they ask what it asks.
  rule('/apps/chat', INTERNAL, 'shell', FIXED_HEIGHT),
  rule('/apps/email', INTERNAL, 'shell', FIXED_HEIGHT),
  /** A filter (inbox, sent, starred, trash) or one of the member's label slugs. */
  rule('/apps/email/[folder]', INTERNAL, 'shell', FIXED_HEIGHT),
  rule('/apps/calendar', SIGNED_IN, 'shell'),
  rule('/apps/kanban', SIGNED_IN, 'shell'),
  // Invoices are for an offer, so for members who publish them.
  rule('/apps/invoice/list', INTERNAL, 'shell'),
  rule('/apps/invoice/add', INTERNAL, 'shell'),
  rule('/apps/invoice/edit/[id]', INTERNAL, 'shell'),
  rule('/apps/invoice/preview/[id]', INTERNAL, 'shell'),
  ...ECOMMERCE_PAGES.map((page) => rule(`/apps/ecommerce/${page}`, MANAGES_SHOP, 'shell')),
  rule('/apps/logistics/fleet', SIGNED_IN, 'shell', FIXED_HEIGHT),
  rule('/apps/academy/my-course', PUBLIC, 'shell'),
  rule('/apps/academy/course-details', PUBLIC, 'shell'),
  // The template pages (docs/templates.md).
  ...FRONT_PAGES.map((page) => rule(`/front-pages/${page}`, PUBLIC, 'public')),
  rule('/front-pages/help-center/article/[title]', PUBLIC, 'public'),
  ...CARD_PAGES.map((page) => rule(`/pages/cards/${page}`, SIGNED_IN, 'shell')),
  rule('/pages/dialog-examples', SIGNED_IN, 'shell'),
  rule('/pages/icons', SIGNED_IN, 'shell'),
  rule('/pages/pricing', SIGNED_IN, 'shell'),
  rule('/pages/typography', SIGNED_IN, 'shell'),
  rule('/pages/misc/coming-soon', PUBLIC, 'blank'),
  rule('/pages/misc/under-maintenance', PUBLIC, 'blank'),
  /** docs/product.md §2.3: an alias of the catch-all not-found page. */
  rule('/pages/misc/not-found/[error]', PUBLIC, 'blank'),
  rule('/wizard-examples/checkout', SIGNED_IN, 'shell'),
  rule('/wizard-examples/create-deal', SIGNED_IN, 'shell'),
  // It publishes a real listing, so it asks what Add new asks.
  rule('/wizard-examples/property-listing', INTERNAL, 'shell'),
  ...COMPONENT_PAGES.map((page) => rule(`/components/${page}`, SIGNED_IN, 'shell')),
  ...FORM_PAGES.map((page) => rule(`/forms/${page}`, SIGNED_IN, 'shell')),
  rule('/charts/apex-chart', SIGNED_IN, 'shell'),
  rule('/charts/chartjs', SIGNED_IN, 'shell'),
  rule('/extensions/swiper', SIGNED_IN, 'shell'),
  rule('/extensions/tour', SIGNED_IN, 'shell'),
  rule('/tables/data-table', SIGNED_IN, 'shell'),
  rule('/tables/simple-table', SIGNED_IN, 'shell'),
] as const;

/** Every page path of the table (`/offer/[offerId]` style): the keys of the typed links. */
export type RoutePath = (typeof ROUTES)[number]['path'];
/** A path without params: a link target on its own (menu entries, landing pages). */
export type StaticRoutePath = Exclude<RoutePath, `${string}[${string}`>;

/** Matches a concrete path (`/offer/42`) against a table path (`/offer/[offerId]`). */
function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return (
    a.length === b.length && a.every((segment, index) => segment.startsWith('[') || segment === b[index])
  );
}

/** The rule of a concrete path without the language prefix (`''` is the front page). */
export function findRoute(path: string): RouteRule | undefined {
  const wanted = path || '/';
  return ROUTES.find((candidate) => matches(candidate.path, wanted));
}

/** The rule of a table path: exact, so a typed link and its guard can never disagree. */
export function routeRule(path: RoutePath): RouteRule {
  return ROUTES.find((candidate) => candidate.path === path)!;
}

/** The scope a route asks of a signed-in member on a site, if any (the menu reads it too). */
export function requiredScope(access: Access, siteId: SiteId): Scope | undefined {
  if (access.kind === 'scope') return access.scope;
  if (access.kind === 'signedIn') return access.perSite?.[siteId];
  return undefined;
}
