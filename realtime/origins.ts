import { normalizeHost, parseSiteHosts } from '@/lib/routing/resolve-site';
import { SITE_HOST_TABLE, SITE_IDS } from '@/sites/hosts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The sites' public hosts (domains and aliases, `www.` folded by normalizeHost) plus SITE_HOSTS. */
function siteHosts(siteHostsEnv: string | undefined): Set<string> {
  const domains = SITE_IDS.flatMap((id) => [
    SITE_HOST_TABLE[id].appDomain,
    ...(SITE_HOST_TABLE[id].aliases ?? []),
  ]);
  return new Set([...domains.map(normalizeHost), ...parseSiteHosts(siteHostsEnv).keys()]);
}

/**
 * Which browser origins may open a socket: the sites' hosts, localhost and *.localhost on any
 * port, and the exact origins listed in ALLOWED_ORIGINS. A request without an Origin header is
 * not a browser page (server, test, bench) and the token alone decides.
 */
export function createOriginCheck(
  extraOrigins: readonly string[] = [],
  siteHostsEnv = process.env.SITE_HOSTS,
) {
  const hosts = siteHosts(siteHostsEnv);
  const extra = new Set(
    extraOrigins.map((origin) => origin.trim().replace(/\/$/, '').toLowerCase()).filter(Boolean),
  );
  return function isAllowedOrigin(origin: string | undefined): boolean {
    if (!origin) return true;
    if (extra.has(origin.toLowerCase())) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const host = url.hostname.toLowerCase();
    if (LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost')) return true;
    return hosts.has(normalizeHost(host));
  };
}

export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
