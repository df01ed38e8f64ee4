import type { Action, Subject } from '@/lib/auth/abilities';
import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import type { Scope, SiteId } from '@/sites';

/** SPEC §2.1 access flags. */
export type Access =
  | { kind: 'public' }
  | { kind: 'unauthenticatedOnly' }
  /** Any signed-in member; a site may ask for a scope instead (SPEC §6: the local Home entries). */
  | { kind: 'signedIn'; perSite?: Partial<Record<SiteId, Scope>> }
  | { kind: 'scope'; scope: Scope }
  | { kind: 'ability'; action: Action; subject: Subject };

export type Layout = 'public' | 'shell' | 'blank';

export interface RouteRule {
  /** Path without the language prefix; `:name` matches one segment. */
  path: string;
  access: Access;
  layout: Layout;
  /** SPEC §2.1 layoutWrapperClasses fixed-height (chat, email, fleet). */
  fixedHeight?: boolean;
}

const PUBLIC: Access = { kind: 'public' };
const LOGGED_OUT: Access = { kind: 'unauthenticatedOnly' };
const INTERNAL: Access = { kind: 'scope', scope: 'internal' };
/** SPEC §6: menu entries other than AddNew, MyItems and MyMessages are open to every member. */
const SIGNED_IN: Access = { kind: 'signedIn' };

export const AUTH_TEMPLATE_PAGES = [
  'forgot-password-v1', 'forgot-password-v2', 'login-v1', 'login-v2', 'register-multi-steps', 'register-v1',
  'register-v2', 'reset-password-v1', 'reset-password-v2', 'two-steps-v1', 'two-steps-v2', 'verify-email-v1',
  'verify-email-v2',
] as const;

/** The one route table: server guards and the navigation menu both read it (DESIGN §4). */
export const ROUTES: readonly RouteRule[] = [
  { path: '', access: PUBLIC, layout: 'public' },
  { path: '/all', access: PUBLIC, layout: 'public' },
  { path: '/search', access: PUBLIC, layout: 'public' },
  { path: '/offer/:offerId', access: PUBLIC, layout: 'public' },
  { path: '/not-authorized', access: PUBLIC, layout: 'blank' },
  { path: '/login', access: LOGGED_OUT, layout: 'blank' },
  { path: '/register', access: LOGGED_OUT, layout: 'blank' },
  { path: '/forgot-password', access: LOGGED_OUT, layout: 'blank' },
  { path: '/reset-password', access: LOGGED_OUT, layout: 'blank' },
  ...AUTH_TEMPLATE_PAGES.map((page): RouteRule => ({ path: `/pages/authentication/${page}`, access: PUBLIC, layout: 'blank' })),
  // The Home entries' dashboards (SPEC §2.4). SPEC §6: on the local site the Home entry to
  // dashboard2 needs admin2 and the one to dashboard0 needs internal.
  { path: '/apps/logistics/dashboard', access: SIGNED_IN, layout: 'shell' },
  { path: '/apps/logistics/dashboard0', access: { kind: 'signedIn', perSite: { local: 'internal' } }, layout: 'shell' },
  { path: '/apps/logistics/dashboard2', access: { kind: 'signedIn', perSite: { local: 'admin2' } }, layout: 'shell' },
  { path: '/dashboards/crm', access: SIGNED_IN, layout: 'shell' },
  { path: '/apps/academy/dashboard', access: PUBLIC, layout: 'shell' },
  { path: '/access-control', access: { kind: 'ability', action: 'read', subject: 'AclDemo' }, layout: 'shell' },
  { path: '/add-new', access: INTERNAL, layout: 'shell' },
  { path: '/apps/bit/add-new-base', access: INTERNAL, layout: 'shell' },
  { path: '/my-items', access: INTERNAL, layout: 'shell' },
  { path: '/my-items/:id/edit', access: INTERNAL, layout: 'shell' },
  { path: '/my-messages', access: INTERNAL, layout: 'shell' },
  { path: '/my-call', access: INTERNAL, layout: 'shell' },
  { path: '/my-call/diagnostics', access: INTERNAL, layout: 'shell' },
];

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, index) => segment.startsWith(':') || segment === b[index]);
}

export function findRoute(path: string): RouteRule | undefined {
  return ROUTES.find((rule) => matches(rule.path, path));
}

export type AccessDecision =
  | { kind: 'allow' }
  /** Anonymous visitor on a protected page: to /login?redirecturl=… */
  | { kind: 'login' }
  /** Signed in but lacking the scope or ability: to /not-authorized. */
  | { kind: 'forbidden' }
  /** Signed in on a logged-out-only page: to the landing page. */
  | { kind: 'landing' };

/** The scope a route asks of a signed-in member on a site, if any (the menu reads it too). */
export function requiredScope(access: Access, siteId: SiteId): Scope | undefined {
  if (access.kind === 'scope') return access.scope;
  if (access.kind === 'signedIn') return access.perSite?.[siteId];
  return undefined;
}

export function decideAccess(rule: RouteRule, viewer: Viewer, siteId: SiteId): AccessDecision {
  const { access } = rule;
  if (access.kind === 'public') return { kind: 'allow' };
  if (access.kind === 'unauthenticatedOnly') return viewer.kind === 'anonymous' ? { kind: 'allow' } : { kind: 'landing' };
  if (viewer.kind === 'anonymous') return { kind: 'login' };
  if (access.kind === 'ability') {
    return abilityFrom(viewer.abilityRules).can(access.action, access.subject) ? { kind: 'allow' } : { kind: 'forbidden' };
  }
  const scope = requiredScope(access, siteId);
  return !scope || viewer.scopes.includes(scope) ? { kind: 'allow' } : { kind: 'forbidden' };
}
