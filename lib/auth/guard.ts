import 'server-only';
import { notFound } from 'next/navigation';
import { localePath } from '@/lib/i18n/locale-path';
import { redirect, type AppHref } from '@/lib/i18n/navigation';
import { decideAccess } from '@/lib/routing/access';
import { loginHref } from '@/lib/routing/redirect-url';
import { routeRule } from '@/lib/routing/routes';
import type { PageContext } from '@/lib/site/page-context';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { currentViewer } from './session';
import type { Viewer } from './viewer';

/**
 * Every page of the shell and the auth pages call this first with their own typed href (params
 * and query included): it checks that the host names this site, applies the route table on the
 * server (hiding a menu entry is never the protection) and returns the viewer.
 */
export async function guardPage({ site, locale }: PageContext, href: AppHref): Promise<Viewer> {
  // The [site] segment is the middleware's; should a request ever reach it another way, the host
  // decides, as everywhere else (docs/architecture.md §2).
  if ((await siteOfRequestHeaders()).id !== site.id) notFound();
  const rule = routeRule(typeof href === 'string' ? href : href.pathname);
  const viewer = await currentViewer(site.id);
  const decision = decideAccess(rule, viewer, site.id);
  if (decision.kind === 'login') redirect({ href: loginHref(localePath(locale, href)), locale });
  if (decision.kind === 'forbidden') redirect({ href: '/not-authorized', locale });
  if (decision.kind === 'landing') redirect({ href: site.defaultLandingAdminPage, locale });
  return viewer;
}
