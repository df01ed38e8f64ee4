import type { PricingModel } from '@/lib/listings/constants';
import type { ListingRow, MediaRow } from '@/lib/listings/repository';
import type { HighlightSegment } from '@/lib/listings/search';

/*
 * The shapes the public pages render. They hold only JSON values (no Date), because
 * unstable_cache stores its results as JSON.
 */

export interface OfferImage {
  fullKey: string;
  cardKey: string;
  thumbKey: string;
  /** Size of the `full` variant. */
  width: number;
  height: number;
  alt: string;
}

export interface OfferCardData {
  id: string;
  name: HighlightSegment[];
  excerpt: HighlightSegment[];
  price: string;
  currency: string;
  pricing: PricingModel;
  location: string;
  image: OfferImage | null;
  /** A demo offer of the embedded default: its card says it is an example. */
  demo: boolean;
}

const CARD_EXCERPT_LENGTH = 220;

export function toOfferImage(row: MediaRow): OfferImage {
  const { fullKey, cardKey, thumbKey, width, height, alt } = row;
  return { fullKey, cardKey, thumbKey, width, height, alt };
}

/** The first image (lowest position) of each listing; `images` come ordered by position. */
export function firstImageByListing(images: MediaRow[]): Map<string, OfferImage> {
  const first = new Map<string, OfferImage>();
  for (const image of images) {
    if (image.listingId && !first.has(image.listingId)) first.set(image.listingId, toOfferImage(image));
  }
  return first;
}

/** A card for a listing; search results pass their highlighted name and excerpt. */
export function toOfferCard(
  listing: ListingRow,
  image: OfferImage | undefined,
  highlight?: { name: HighlightSegment[]; excerpt: HighlightSegment[] },
): OfferCardData {
  return {
    id: listing.id,
    name: highlight?.name ?? [{ text: listing.productName, mark: false }],
    excerpt: highlight?.excerpt ?? [{ text: listing.description.slice(0, CARD_EXCERPT_LENGTH), mark: false }],
    price: listing.price,
    currency: listing.currency,
    pricing: listing.pricing,
    location: listing.location,
    image: image ?? null,
    demo: listing.demo,
  };
}
