import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, message, offerViewDay } from '@/lib/db/schema';
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

/** The scope's published offers with their views and the messages about them in the period, most viewed first. */
export async function offerPerformance(
  db: Database,
  scope: FigureScope,
  days: number,
  limit = 10,
  now = new Date(),
): Promise<{ id: string; name: string; views: number; messages: number }[]> {
  const since = periodStart(days, now);
  const views = sql<number>`coalesce((select sum(${offerViewDay.views}) from ${offerViewDay}
    where ${offerViewDay.listingId} = ${listing.id} and ${offerViewDay.day} >= ${utcDay(since)}), 0)::int`;
  const messages = sql<number>`(select count(*) from ${message}
    where ${message.listingId} = ${listing.id} and ${message.siteId} = ${listing.siteId}
      and ${message.createdAt} >= ${since.toISOString()})::int`;
  return db
    .select({ id: listing.id, name: listing.productName, views, messages })
    .from(listing)
    .where(and(offersOf(scope), eq(listing.status, 'published')))
    .orderBy(desc(views), desc(listing.publishedAt))
    .limit(limit);
}
