import 'server-only';
import { currentViewer } from '@/lib/auth/session';
import type { Viewer } from '@/lib/auth/viewer';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import type { SiteConfig } from '@/sites';

/** The site from the host and the signed-in member from the session, never from what the client sends. */
export async function wizardMember(): Promise<{
  site: SiteConfig;
  viewer: Extract<Viewer, { kind: 'member' }>;
} | null> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  return viewer.kind === 'member' ? { site, viewer } : null;
}
