import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { Database } from '@/lib/db/client';
import { listing, offerViewDay } from '@/lib/db/schema';
import { recordAttempt } from '@/lib/rate-limit/fixed-window';
import { OFFER_VIEW_RULE } from '@/lib/rate-limit/rules';
import type { SiteId } from '@/sites';

const DAY_MS = 86_400_000;
/** The UTC day of `now`, as PostgreSQL's `date` reads it. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export interface OfferViewInput {
  /** The site whose listings the page showed (lib/listings/scope.ts). */
  siteId: SiteId;
  listingId: string;
  userAgent: string;
  /** The client address (lib/http/client-address.ts): it keys the reload limit and is not stored with the view. */
  address: string;
  now?: Date;
}

/**
 * Counts one page view of a published offer of the site (docs/architecture.md §3): not for crawlers
 * (by user agent), nor more than once per address and offer in OFFER_VIEW_RULE's window. True when
 * it counted. Nothing about the visitor is kept with the count.
 */
export async function recordOfferView(db: Database, input: OfferViewInput): Promise<boolean> {
  const { siteId, listingId, userAgent, address, now = new Date() } = input;
  if (!userAgent || isbot(userAgent)) return false;
  const [offer] = await db
    .select({ id: listing.id })
    .from(listing)
    .where(and(eq(listing.id, listingId), eq(listing.siteId, siteId), eq(listing.status, 'published')))
    .limit(1);
  if (!offer) return false;
  const seen = await recordAttempt(db, `offer-view:${listingId}:${address}`, OFFER_VIEW_RULE, now.getTime());
  if (seen > OFFER_VIEW_RULE.max) return false;
  await db
    .insert(offerViewDay)
    .values({ listingId, siteId, day: dayOf(now), views: 1 })
    .onConflictDoUpdate({
      target: [offerViewDay.listingId, offerViewDay.day],
      set: { views: sql`${offerViewDay.views} + 1` },
    });
  return true;
}

/** Views of each of these offers of the site over the last `days` days (today included); offers never viewed are absent. */
export async function offerViewTotals(
  db: Database,
  siteId: SiteId,
  listingIds: readonly string[],
  days = 30,
  now = new Date(),
): Promise<Record<string, number>> {
  if (!listingIds.length) return {};
  const since = dayOf(new Date(now.getTime() - (days - 1) * DAY_MS));
  const rows = await db
    .select({ listingId: offerViewDay.listingId, views: sql<number>`sum(${offerViewDay.views})::int` })
    .from(offerViewDay)
    .where(
      and(
        eq(offerViewDay.siteId, siteId),
        inArray(offerViewDay.listingId, [...listingIds]),
        gte(offerViewDay.day, since),
      ),
    )
    .groupBy(offerViewDay.listingId);
  return Object.fromEntries(rows.map((row) => [row.listingId, row.views]));
}
