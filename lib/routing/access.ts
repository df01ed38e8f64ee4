import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import type { SiteId } from '@/sites';
import { requiredScope, type RouteRule } from './routes';

export type AccessDecision =
  | { kind: 'allow' }
  /** Anonymous visitor on a protected page: to /login?redirecturl=… */
  | { kind: 'login' }
  /** Signed in but lacking the scope or ability: to /not-authorized. */
  | { kind: 'forbidden' }
  /** Signed in on a logged-out-only page: to the landing page. */
  | { kind: 'landing' };

export function decideAccess(rule: RouteRule, viewer: Viewer, siteId: SiteId): AccessDecision {
  const { access } = rule;
  if (access.kind === 'public') return { kind: 'allow' };
  if (access.kind === 'unauthenticatedOnly')
    return viewer.kind === 'anonymous' ? { kind: 'allow' } : { kind: 'landing' };
  if (viewer.kind === 'anonymous') return { kind: 'login' };
  if (access.kind === 'ability') {
    return abilityFrom(viewer.abilityRules).can(access.action, access.subject)
      ? { kind: 'allow' }
      : { kind: 'forbidden' };
  }
  const scope = requiredScope(access, siteId);
  return !scope || viewer.scopes.includes(scope) ? { kind: 'allow' } : { kind: 'forbidden' };
}
