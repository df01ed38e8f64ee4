import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { cachedNewestOffers } from '@/lib/offers/offer-data';
import { imageUrl } from '@/lib/offers/image-urls';
import type { SiteConfig, SiteId } from '@/sites';

/** An offer the checkout and create-deal wizards let the member pick: the site's newest published ones. */
export interface WizardOffer {
  id: string;
  name: string;
  price: string;
  currency: string;
  thumbUrl: string | null;
}

export async function wizardOffers(site: SiteConfig): Promise<WizardOffer[]> {
  const offers = await cachedNewestOffers(listingScope(site));
  return offers.map((offer) => ({
    id: offer.id,
    name: offer.name.map((segment) => segment.text).join(''),
    price: offer.price,
    currency: offer.currency,
    thumbUrl: offer.image ? imageUrl(offer.image.thumbKey) : null,
  }));
}

/** Whether every id names a published offer of this listing scope (a draft or another site's is not). */
export async function arePublishedOffers(
  db: Database,
  scope: SiteId,
  ids: readonly string[],
): Promise<boolean> {
  const wanted = new Set(ids);
  if (!wanted.size) return false;
  const rows = await db
    .select({ id: listing.id })
    .from(listing)
    .where(and(eq(listing.siteId, scope), eq(listing.status, 'published'), inArray(listing.id, [...wanted])));
  return rows.length === wanted.size;
}
