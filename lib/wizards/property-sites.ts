import { listingScope } from '@/lib/listings/scope';
import type { SiteConfig, SiteId } from '@/sites';

/**
 * The listing scopes whose offers are properties (docs/templates.md, property-listing wizard):
 * the real-estate site's listings, which the local site shows too (its `listingsSiteId`).
 */
const PROPERTY_LISTING_SCOPES: readonly SiteId[] = ['real-estate'];

/** Whether the property-listing wizard publishes on this site, or sends its members to Add new. */
export const listingsAreProperties = (site: SiteConfig): boolean =>
  PROPERTY_LISTING_SCOPES.includes(listingScope(site));
