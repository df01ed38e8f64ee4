import 'server-only';
import { getDb } from '@/lib/db/client';
import { imagesOf } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { searchListings, type SearchQuery } from '@/lib/listings/search';
import { searchConfigFor } from '@/lib/listings/search-config';
import type { SiteConfig, SiteId } from '@/sites';
import { firstImageByListing, toOfferCard, type OfferCardData } from './offer-cards';
import { cachedSearch } from '@/lib/listings/search-cache';

export interface OfferSearchResult {
  cards: OfferCardData[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the site's published offers matching the query, as cards with a thumbnail. */
export function searchOffers(site: SiteConfig, query: SearchQuery): Promise<OfferSearchResult> {
  const scope = listingScope(site);
  const config = searchConfigFor(site.defaultLang);
  return cachedSearch(scope, `${config}\u0000${JSON.stringify(query)}`, () =>
    loadSearch(scope, config, query),
  );
}

async function loadSearch(scope: SiteId, config: string, query: SearchQuery): Promise<OfferSearchResult> {
  const db = getDb();
  const result = await searchListings(db, scope, config, query);
  const images = firstImageByListing(
    await imagesOf(
      db,
      result.hits.map((hit) => hit.listing.id),
    ),
  );
  return {
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    cards: result.hits.map((hit) => toOfferCard(hit.listing, images.get(hit.listing.id), hit)),
  };
}
