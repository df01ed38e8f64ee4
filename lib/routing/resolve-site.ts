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

const DOMAIN_TO_SITE: ReadonlyMap<string, SiteId> = new Map(
  SITE_IDS.filter((id) => id !== 'local').flatMap((id) => {
    const site = SITE_HOST_TABLE[id];
    return [site.appDomain, ...(site.aliases ?? [])].map((domain) => [normalizeHost(domain), id] as const);
  }),
);

/**
 * docs/architecture.md §2: SITE_HOSTS first, then each site's domains, then `{id}.localhost` for development;
 * localhost, 127.0.0.1 and any unknown host fall back to the local (real-estate) site.
 */
export function resolveSiteFromHost(host: string | null | undefined, siteHosts = ''): SiteId {
  const name = normalizeHost(host);
  const configured = parseSiteHosts(siteHosts).get(name);
  if (configured) return configured;
  const byDomain = DOMAIN_TO_SITE.get(name);
  if (byDomain) return byDomain;
  const sub = name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : null;
  if (sub && isSiteId(sub)) return sub;
  return 'local';
}

/** The host the visitor typed: `x-forwarded-host` only behind a trusted proxy (TRUST_PROXY=1). */
export function requestHost(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}
