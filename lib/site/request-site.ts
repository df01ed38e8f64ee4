import 'server-only';
import { headers } from 'next/headers';
import { serverEnv } from '@/lib/env/server';
import { requestHost, resolveSiteFromHost } from '@/lib/routing/resolve-site';
import { getSite, type SiteConfig } from '@/sites';

/** The site of the current request, resolved from the host exactly as the middleware does. */
export async function siteOfRequestHeaders(source?: Headers): Promise<SiteConfig> {
  const list = source ?? (await headers());
  const env = serverEnv();
  return getSite(resolveSiteFromHost(requestHost(list, env.TRUST_PROXY), env.SITE_HOSTS));
}
