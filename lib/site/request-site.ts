import { headers } from 'next/headers';
import { requestHost, resolveSiteFromHost } from '@/lib/routing/resolve-site';
import { getSite, type SiteConfig } from '@/sites';

/** The site of the current request, resolved from the host exactly as the middleware does. */
export async function siteOfRequestHeaders(source?: Headers): Promise<SiteConfig> {
  const list = source ?? (await headers());
  return getSite(resolveSiteFromHost(requestHost(list, process.env.TRUST_PROXY === '1'), process.env.SITE_HOSTS));
}
