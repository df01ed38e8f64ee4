import 'server-only';
import { serverEnv } from '@/lib/env/server';
import { parseSiteHosts, resolveSiteFromHost } from '@/lib/routing/resolve-site';
import { SITES, SITE_IDS, type SiteId } from '@/sites';

/** Every host the app answers on, for better-auth's dynamic base URL (one cookie per host). */
export function allowedAuthHosts(siteHosts: string | undefined): string[] {
  const domains = SITE_IDS.filter((id) => id !== 'local').flatMap((id) => [
    SITES[id].appDomain,
    ...(SITES[id].aliases ?? []),
  ]);
  return [
    ...domains.flatMap((domain) => [domain, `www.${domain}`]),
    ...parseSiteHosts(siteHosts).keys(),
    'localhost:*',
    '127.0.0.1:*',
    '*.localhost:*',
    'localhost',
    '*.localhost',
  ];
}

/** The site a request to the auth API belongs to (same rule as the middleware). */
export function siteOfRequest(request: Request | undefined | null): SiteId {
  const env = serverEnv();
  const host =
    (env.TRUST_PROXY && request?.headers.get('x-forwarded-host')) ||
    request?.headers.get('host') ||
    hostOfUrl(request?.url);
  return resolveSiteFromHost(host, env.SITE_HOSTS);
}

export function originOfRequest(request: Request | undefined | null): string | null {
  if (!request) return null;
  const host = request.headers.get('host') || hostOfUrl(request.url);
  if (!host) return null;
  const proto = serverEnv().TRUST_PROXY
    ? request.headers.get('x-forwarded-proto') || 'https'
    : new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

function hostOfUrl(url: string | undefined): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}
