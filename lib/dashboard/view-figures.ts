import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, offerViewDay } from '@/lib/db/schema';
import { fillDays, periodStart, utcDay } from './days';
import { offersOf } from './offer-figures';
import type { FigureScope } from './scope';

/** Offer views of the scope's offers, one value per UTC day of the last `days` (lib/offers/offer-views.ts). */
export async function viewsPerDay(db: Database, scope: FigureScope, days: number, now = new Date()) {
  const rows = await db
    .select({ day: offerViewDay.day, value: sql<number>`sum(${offerViewDay.views})::int` })
    .from(offerViewDay)
    .innerJoin(listing, eq(listing.id, offerViewDay.listingId))
    .where(
      and(
        eq(offerViewDay.siteId, scope.siteId),
        offersOf(scope),
        gte(offerViewDay.day, utcDay(periodStart(days, now))),
      ),
    )
    .groupBy(offerViewDay.day);
  return fillDays(days, now, rows);
}

/** The scope's offers with the most views in the last `days`. */
export async function topOffersByViews(
  db: Database,
  scope: FigureScope,
  days: number,
  limit = 5,
  now = new Date(),
): Promise<{ id: string; name: string; views: number }[]> {
  const views = sql<number>`sum(${offerViewDay.views})::int`;
  return db
    .select({ id: listing.id, name: listing.productName, views })
    .from(offerViewDay)
    .innerJoin(listing, eq(listing.id, offerViewDay.listingId))
    .where(
      and(
        eq(offerViewDay.siteId, scope.siteId),
        offersOf(scope),
        gte(offerViewDay.day, utcDay(periodStart(days, now))),
      ),
    )
    .groupBy(listing.id, listing.productName)
    .orderBy(desc(views), listing.productName)
    .limit(limit);
}
