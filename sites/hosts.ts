import { SITES } from './index';
import { SITE_IDS, type SiteHost, type SiteId } from './types';

export type { SiteHost, SiteId } from './types';
export { SITE_IDS, isSiteId } from './types';

/**
 * The host → site facts that the Edge middleware and the realtime server need (domains, default
 * language, redirects), picked from the site configurations. Routing imports this table, never
 * the sites' wording (docs/architecture.md §1): the wording lives in messages/ and stays out of the Edge bundle.
 */
export const SITE_HOST_TABLE: Readonly<Record<SiteId, SiteHost>> = Object.fromEntries(
  SITE_IDS.map((id) => {
    const { appDomain, aliases, defaultLang, redirects } = SITES[id];
    return [id, { id, appDomain, aliases, defaultLang, redirects }];
  }),
) as Record<SiteId, SiteHost>;
