import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { ShopProduct } from '@/components/shop/catalog/product-row';
import { getDb } from '@/lib/db/client';
import { listing, user } from '@/lib/db/schema';
import { listingCategory, productCategory } from '@/lib/db/schema-shop';
import { localePath } from '@/lib/i18n/locale-path';
import { imagesOf } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { offerViewTotals } from '@/lib/offers/offer-views';
import type { PageContext } from '@/lib/site/page-context';
import { getStorage } from '@/lib/storage';
import { ratingsOfScope } from './reviews';

/** The shop's products: every listing of the site's listing scope, whoever owns it, newest change first. */
export async function shopProducts(ctx: PageContext): Promise<ShopProduct[]> {
  const db = getDb();
  const scope = listingScope(ctx.site);
  const rows = await db
    .select({
      listing,
      ownerName: user.name,
      categoryId: productCategory.id,
      categoryName: productCategory.name,
    })
    .from(listing)
    .innerJoin(user, eq(user.id, listing.ownerId))
    .leftJoin(listingCategory, eq(listingCategory.listingId, listing.id))
    .leftJoin(productCategory, eq(productCategory.id, listingCategory.categoryId))
    .where(eq(listing.siteId, scope))
    .orderBy(desc(listing.updatedAt))
    .limit(2000);
  const ids = rows.map((row) => row.listing.id);
  const [images, views, ratings] = await Promise.all([
    imagesOf(db, ids),
    offerViewTotals(db, scope, ids),
    ratingsOfScope(db, scope),
  ]);
  const storage = getStorage();
  const thumbs = new Map<string, string>();
  for (const image of images)
    if (image.listingId && !thumbs.has(image.listingId))
      thumbs.set(image.listingId, storage.publicUrl(image.thumbKey));
  return rows.map(({ listing: row, ownerName, categoryId, categoryName }) => {
    const rating = ratings.get(row.id);
    return {
      id: row.id,
      productName: row.productName,
      price: row.price,
      currency: row.currency,
      status: row.status,
      ownerName,
      categoryId,
      categoryName,
      views: views[row.id] ?? 0,
      rating: rating?.average ?? null,
      reviewCount: rating?.count ?? 0,
      thumbUrl: thumbs.get(row.id) ?? null,
      offerHref: localePath(ctx.locale, { pathname: '/offer/[offerId]', params: { offerId: row.id } }),
      editHref: localePath(ctx.locale, { pathname: '/my-items/[id]/edit', params: { id: row.id } }),
    };
  });
}
