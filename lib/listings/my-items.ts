import 'server-only';
import type { MyItem } from '@/components/listings/my-item';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import { offerViewTotals } from '@/lib/offers/offer-views';
import { getStorage } from '@/lib/storage';
import { imagesOf, listingsOfOwner, type ListingRow, type MediaRow } from './repository';
import { listingScope } from './scope';

/** Images come ordered by position, so the first one seen for a listing is its cover. */
function coverThumbs(images: MediaRow[]): Map<string, string> {
  const thumbs = new Map<string, string>();
  if (!images.length) return thumbs;
  const storage = getStorage();
  for (const image of images) {
    if (image.listingId && !thumbs.has(image.listingId))
      thumbs.set(image.listingId, storage.publicUrl(image.thumbKey));
  }
  return thumbs;
}

function toMyItem(listing: ListingRow, thumbUrl: string | null, views: number, locale: Locale): MyItem {
  return {
    id: listing.id,
    productName: listing.productName,
    price: listing.price,
    currency: listing.currency,
    status: listing.status,
    updatedAt: listing.updatedAt.toISOString(),
    thumbUrl,
    views,
    offerHref: localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: listing.id } }),
    editHref: localePath(locale, { pathname: '/my-items/[id]/edit', params: { id: listing.id } }),
  };
}

/** The rows of My items: the member's own listings on this site, each with its cover thumbnail, views and links. */
export async function myItemsForOwner(ctx: PageContext, ownerId: string): Promise<MyItem[]> {
  const db = getDb();
  const scope = listingScope(ctx.site);
  const listings = await listingsOfOwner(db, scope, ownerId);
  const ids = listings.map((listing) => listing.id);
  const [images, views] = await Promise.all([imagesOf(db, ids), offerViewTotals(db, scope, ids)]);
  const thumbs = coverThumbs(images);
  return listings.map((listing) =>
    toMyItem(listing, thumbs.get(listing.id) ?? null, views[listing.id] ?? 0, ctx.locale),
  );
}
