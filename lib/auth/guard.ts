import 'server-only';
import { redirect } from 'next/navigation';
import { loginUrl } from '@/lib/routing/redirect-url';
import { decideAccess, findRoute } from '@/lib/routing/routes';
import type { PageContext } from '@/lib/site/page-context';
import { currentViewer } from './session';
import type { Viewer } from './viewer';

/**
 * Every page of the shell and the auth pages call this first: it applies the route table on the
 * server (hiding a menu entry is never the protection) and returns the viewer.
 */
export async function guardPage({ site, locale }: PageContext, path: string, search = ''): Promise<Viewer> {
  const rule = findRoute(path);
  if (!rule) throw new Error(`Route ${path} is missing from the route table (lib/routing/routes.ts)`);
  const viewer = await currentViewer(site.id);
  const decision = decideAccess(rule, viewer, site.id);
  if (decision.kind === 'login') redirect(loginUrl(locale, `/${locale}${path}${search}`));
  if (decision.kind === 'forbidden') redirect(`/${locale}/not-authorized`);
  if (decision.kind === 'landing') redirect(`/${locale}${site.defaultLandingAdminPage}`);
  return viewer;
}
