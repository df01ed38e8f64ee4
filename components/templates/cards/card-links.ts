import { localePath } from '@/lib/i18n/locale-path';
import type { MemberViewer } from '@/lib/dashboard/scope';
import { requiredScope, routeRule, type StaticRoutePath } from '@/lib/routing/routes';
import type { PageContext } from '@/lib/site/page-context';

/**
 * A card's link to a page of the table, only when the viewer may open it (the route table's scope,
 * as the dashboards decide it): a card never offers a dead end.
 */
export function allowedLink(
  ctx: PageContext,
  viewer: MemberViewer,
  path: StaticRoutePath,
): string | undefined {
  const scopeNeeded = requiredScope(routeRule(path).access, ctx.site.id);
  return !scopeNeeded || viewer.scopes.includes(scopeNeeded) ? localePath(ctx.locale, path) : undefined;
}
