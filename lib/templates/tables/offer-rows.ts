import 'server-only';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, user } from '@/lib/db/schema';
import type { ListingStatus } from '@/lib/listings/constants';
import type { SiteId } from '@/sites';

/** One offer as the table pages show it: plain JSON, dates as ISO text. */
export interface OfferRow {
  id: string;
  title: string;
  /** In the site's currency, as a number (the database keeps it exact; two decimals suffice here). */
  price: number;
  currency: string;
  location: string;
  owner: string;
  status: ListingStatus;
  /** ISO 8601. */
  createdAt: string;
}

export interface OfferReader {
  /** The site that owns the listings (listingScope: the local site reads real-estate's). */
  siteId: SiteId;
  viewerId: string;
  /** Site admins may edit every listing of their site, drafts included. */
  isAdmin: boolean;
}

/** The most rows a page sends to the browser, which sorts, filters and pages them. */
export const OFFER_TABLE_LIMIT = 500;

/**
 * The offers of the site a member may read: every published one, and the drafts they own (an
 * admin: every draft of the site). Newest first.
 */
export async function readableOffers(db: Database, reader: OfferReader, limit = OFFER_TABLE_LIMIT) {
  const rows = await db
    .select({
      id: listing.id,
      title: listing.productName,
      price: listing.price,
      currency: listing.currency,
      location: listing.location,
      owner: user.name,
      status: listing.status,
      createdAt: listing.createdAt,
    })
    .from(listing)
    .innerJoin(user, eq(user.id, listing.ownerId))
    .where(
      and(
        eq(listing.siteId, reader.siteId),
        reader.isAdmin
          ? undefined
          : or(eq(listing.status, 'published'), eq(listing.ownerId, reader.viewerId)),
      ),
    )
    .orderBy(desc(listing.createdAt), listing.id)
    .limit(limit);
  return rows.map((row): OfferRow => ({
    ...row,
    price: Number(row.price),
    createdAt: row.createdAt.toISOString(),
  }));
}
