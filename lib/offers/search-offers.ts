import 'server-only';
import { getDb } from '@/lib/db/client';
import { imagesOf } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { searchListings, type SearchQuery } from '@/lib/listings/search';
import { searchConfigFor } from '@/lib/listings/search-config';
import type { SiteConfig } from '@/sites';
import { firstImageByListing, toOfferCard, type OfferCardData } from './offer-cards';

export interface OfferSearchResult {
  cards: OfferCardData[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the site's published offers matching the query, as cards with a thumbnail. */
export async function searchOffers(site: SiteConfig, query: SearchQuery): Promise<OfferSearchResult> {
  const db = getDb();
  const result = await searchListings(db, listingScope(site), searchConfigFor(site.defaultLang), query);
  const images = firstImageByListing(await imagesOf(db, result.hits.map((hit) => hit.listing.id)));
  return {
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    cards: result.hits.map((hit) => toOfferCard(hit.listing, images.get(hit.listing.id), hit)),
  };
}
