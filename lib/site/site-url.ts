import { serverEnv } from '@/lib/env/server';
import type { SiteConfig } from '@/sites';

/**
 * The public address of a site. SITE_URL_TEMPLATE takes `{domain}` and `{id}`, e.g.
 * `http://{id}.localhost:3000` for local development; production defaults to `https://{domain}`.
 */
export function siteUrl(site: SiteConfig, path = '', template = serverEnv().SITE_URL_TEMPLATE): string {
  const base = (template || 'https://{domain}')
    .replaceAll('{domain}', site.appDomain)
    .replaceAll('{id}', site.id);
  return `${base.replace(/\/$/, '')}${path}`;
}
