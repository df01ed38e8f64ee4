import { SITE_HOST_TABLE, SITE_IDS, isSiteId, type SiteId } from '@/sites/hosts';

/** Reduces a Host header to a bare lower-case name: no port, no trailing dot, no `www.`. */
export function normalizeHost(host: string | null | undefined): string {
  if (!host) return '';
  let name = host.trim().toLowerCase();
  if (name.startsWith('['))
    name = name.slice(0, name.indexOf(']') + 1); // IPv6 literal
  else name = name.replace(/:\d+$/, '');
  name = name.replace(/\.$/, '');
  return name.startsWith('www.') ? name.slice(4) : name;
}

/** Parses SITE_HOSTS (`host=siteId,host2=siteId2`), ignoring malformed or unknown entries. */
export function parseSiteHosts(value: string | undefined): Map<string, SiteId> {
  const map = new Map<string, SiteId>();
  for (const entry of (value ?? '').split(',')) {
    const [host, id] = entry.split('=').map((part) => part?.trim());
    if (host && isSiteId(id)) map.set(normalizeHost(host), id);
  }
  return map;
}

/** Every site's domains and aliases, the local site's (localhost, 127.0.0.1) included. */
const DOMAIN_TO_SITE: ReadonlyMap<string, SiteId> = new Map(
  SITE_IDS.flatMap((id) => {
    const site = SITE_HOST_TABLE[id];
    return [site.appDomain, ...(site.aliases ?? [])].map((domain) => [normalizeHost(domain), id] as const);
  }),
);

/**
 * The site a host names (docs/architecture.md §2): SITE_HOSTS first, then each site's domains,
 * then `{id}.localhost` for development; null for a host no site claims.
 */
export function knownSiteOfHost(host: string | null | undefined, siteHosts = ''): SiteId | null {
  const name = normalizeHost(host);
  const configured = parseSiteHosts(siteHosts).get(name);
  if (configured) return configured;
  const byDomain = DOMAIN_TO_SITE.get(name);
  if (byDomain) return byDomain;
  const sub = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : null;
  return sub && isSiteId(sub) ? sub : null;
}

/**
 * The site of a host, where an unknown (or missing) host is the local site. Production can refuse
 * unknown hosts instead: UNKNOWN_HOSTS=refuse, checked by the middleware and the app's server.
 */
export function resolveSiteFromHost(host: string | null | undefined, siteHosts = ''): SiteId {
  return knownSiteOfHost(host, siteHosts) ?? 'local';
}

/** UNKNOWN_HOSTS=refuse: a host no site claims gets 421 Misdirected Request, not the local site. */
export const refusesUnknownHosts = (setting: string | undefined) => setting === 'refuse';

/** The answer to a refused host, from the middleware (pages) and the app's server (everything). */
export const UNKNOWN_HOST_ANSWER = {
  status: 421,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'No site is served on this host name.',
} as const;

/** The host the visitor typed: `x-forwarded-host` only behind a trusted proxy (TRUST_PROXY=1). */
export function requestHost(headers: Pick<Headers, 'get'>, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}
