import type { SiteConfig, SiteId } from '@/sites';

/** The site whose listings a site shows: the local site shares the real-estate listings (docs/architecture.md §2). */
export function listingScope(site: SiteConfig): SiteId {
  return site.listingsSiteId ?? site.id;
}
