import { SITE_HOST_TABLE, type SiteId } from '@/sites/hosts';
import { joinLocale, splitLocale } from '@/lib/i18n/locale-path';
import { isLocale, type Locale } from '@/lib/i18n/locales';

export interface RequestFacts {
  site: SiteId;
  pathname: string;
  search: URLSearchParams;
  localeCookie?: string;
}

export type RoutingPlan =
  | { kind: 'redirect'; location: string; rememberLocale?: Locale }
  | { kind: 'rewrite'; pathname: string; locale: Locale };

/** The language for an unprefixed URL: `?lang=`, then the remembered cookie, then the site's. */
export function preferredLocale(site: SiteId, search: URLSearchParams, cookie?: string): Locale {
  const asked = search.get('lang');
  if (isLocale(asked)) return asked;
  if (isLocale(cookie)) return cookie;
  return SITE_HOST_TABLE[site].defaultLang;
}

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function withoutLang(search: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(search);
  copy.delete('lang');
  return copy;
}

/**
 * docs/architecture.md §3 URL contract, as one pure function the middleware calls:
 * `/testvideo` → `/{lang}/all`; site redirects; unprefixed → `/{lang}/…`; `?lang=xx` → same path
 * under `/xx`; everything else is rewritten into the internal `/{site}/{lang}/…` tree.
 */
export function planRequest({ site, pathname, search, localeCookie }: RequestFacts): RoutingPlan {
  const prefixed = splitLocale(pathname);
  const rest = prefixed ? prefixed.rest : pathname === '/' ? '' : pathname;
  const asked = search.get('lang');
  const locale = prefixed && !isLocale(asked) ? prefixed.locale : preferredLocale(site, search, localeCookie);
  const query = withoutLang(search);
  const rememberLocale = isLocale(asked) ? asked : undefined;

  if (rest === '/testvideo')
    return { kind: 'redirect', location: joinLocale(locale, '/all'), rememberLocale };

  const redirectTo = SITE_HOST_TABLE[site].redirects?.[rest];
  if (redirectTo)
    return { kind: 'redirect', location: withQuery(joinLocale(locale, redirectTo), query), rememberLocale };

  if (!prefixed || isLocale(asked)) {
    return { kind: 'redirect', location: withQuery(joinLocale(locale, rest), query), rememberLocale };
  }
  // No cookie here: a page answer must stay shareable by a cache. The page itself remembers the
  // language it shows (rememberLocaleScript).
  return { kind: 'rewrite', pathname: `/${site}${joinLocale(locale, rest)}`, locale };
}
