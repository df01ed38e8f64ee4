import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { listingTag } from '@/lib/listings/cache-tags';
import { OFFER_REVALIDATE_SECONDS } from '@/lib/offers/offer-data';
import type { SiteId } from '@/sites';
import { approvedReviewSummary, type ReviewSummary } from './reviews';

/**
 * The approved reviews of an offer, cached under the offer's own tag: moderating a review updates
 * that tag (./actions.ts), so the cached offer page shows the change on its next request.
 */
export function cachedOfferReviews(scope: SiteId, listingId: string): Promise<ReviewSummary> {
  return unstable_cache(
    () => approvedReviewSummary(getDb(), scope, listingId),
    ['offer-reviews', scope, listingId],
    {
      tags: [listingTag(listingId)],
      revalidate: OFFER_REVALIDATE_SECONDS,
    },
  )();
}
