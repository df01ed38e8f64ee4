import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { listingTag, siteListingsTag } from '@/lib/listings/cache-tags';
import { listingIdSchema } from '@/lib/listings/listing-schema';
import { imagesOf, newestPublished, publishedIds, publishedListing } from '@/lib/listings/repository';
import type { SiteId } from '@/sites';
import {
  firstImageByListing,
  toOfferCard,
  toOfferImage,
  type OfferCardData,
  type OfferImage,
} from './offer-cards';

/*
 * Cached reads for the public pages. Listing actions invalidate `listingTag(id)` and
 * `siteListingsTag(scope)`, so an edit shows at once; `revalidate` is only the safety net.
 */

export interface PublicOffer {
  id: string;
  productName: string;
  description: string;
  price: string;
  currency: string;
  pricing: OfferCardData['pricing'];
  duration: string;
  location: string;
  ownerName: string;
  /** For the video-call link (members only: the call page asks anonymous visitors to sign in). */
  ownerId: string;
  /** ISO 8601. */
  publishedAt: string | null;
  images: OfferImage[];
  /** A demo offer of the embedded default (lib/demo): the page says it is an example. */
  demo: boolean;
}

export const OFFER_REVALIDATE_SECONDS = 3600;
export const NEWEST_REVALIDATE_SECONDS = 300;
export const NEWEST_OFFERS_COUNT = 6;

async function loadPublicOffer(scope: SiteId, id: string): Promise<PublicOffer | null> {
  const db = getDb();
  const row = await publishedListing(db, scope, id);
  if (!row) return null;
  const { listing } = row;
  const images = await imagesOf(db, [id]);
  return {
    id,
    productName: listing.productName,
    description: listing.description,
    price: listing.price,
    currency: listing.currency,
    pricing: listing.pricing,
    duration: listing.duration,
    location: listing.location,
    ownerName: row.ownerName,
    ownerId: listing.ownerId,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    images: images.map(toOfferImage),
    demo: listing.demo,
  };
}

/** A published offer of this listing scope, or null (unknown, draft or another site's). */
export function cachedPublicOffer(scope: SiteId, id: string): Promise<PublicOffer | null> {
  return unstable_cache(() => loadPublicOffer(scope, id), ['public-offer', scope, id], {
    tags: [listingTag(id), siteListingsTag(scope)],
    revalidate: OFFER_REVALIDATE_SECONDS,
  })();
}

async function loadNewestOffers(scope: SiteId): Promise<OfferCardData[]> {
  const db = getDb();
  const listings = await newestPublished(db, scope, NEWEST_OFFERS_COUNT);
  const images = firstImageByListing(
    await imagesOf(
      db,
      listings.map((listing) => listing.id),
    ),
  );
  return listings.map((listing) => toOfferCard(listing, images.get(listing.id)));
}

export function cachedNewestOffers(scope: SiteId): Promise<OfferCardData[]> {
  return unstable_cache(() => loadNewestOffers(scope), ['newest-offers', scope], {
    tags: [siteListingsTag(scope)],
    revalidate: NEWEST_REVALIDATE_SECONDS,
  })();
}

/** Ids and last changes (ISO 8601) of every published offer, for the sitemap. */
export function cachedPublishedOfferIds(scope: SiteId): Promise<{ id: string; updatedAt: string }[]> {
  const load = async () =>
    (await publishedIds(getDb(), scope)).map(({ id, updatedAt }) => ({
      id,
      updatedAt: updatedAt.toISOString(),
    }));
  return unstable_cache(load, ['published-offer-ids', scope], {
    tags: [siteListingsTag(scope)],
    revalidate: OFFER_REVALIDATE_SECONDS,
  })();
}

let newestFailureLogged = false;

/**
 * The newest offers, or none when the database cannot be read: front pages are prerendered at
 * build time, when no database may be reachable, and must not fail the build for it.
 */
export async function newestOffersOrNone(scope: SiteId): Promise<OfferCardData[]> {
  try {
    return await cachedNewestOffers(scope);
  } catch (error) {
    if (!newestFailureLogged) {
      newestFailureLogged = true;
      console.warn(
        '[offers] newest offers unavailable, showing none:',
        error instanceof Error ? error.message : error,
      );
    }
    return [];
  }
}

/** The published offer a URL names, or null; a malformed id never reaches the database. */
export async function publicOfferFor(scope: SiteId, id: string): Promise<PublicOffer | null> {
  return listingIdSchema.safeParse(id).success ? cachedPublicOffer(scope, id) : null;
}
