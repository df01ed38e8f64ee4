import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { PRICING_MODELS, type PricingModel } from '@/lib/listings/constants';
import type { FigureScope } from './scope';

/** The scope's offers: the site's, or one member's on it. */
export function offersOf(scope: FigureScope): SQL {
  return and(
    eq(listing.siteId, scope.siteId),
    scope.memberId ? eq(listing.ownerId, scope.memberId) : undefined,
  )!;
}

const publishedOffersOf = (scope: FigureScope) => and(offersOf(scope), eq(listing.status, 'published'))!;

export interface OfferCounts {
  published: number;
  drafts: number;
}

export async function offerCounts(db: Database, scope: FigureScope): Promise<OfferCounts> {
  const rows = await db
    .select({ status: listing.status, offers: count() })
    .from(listing)
    .where(offersOf(scope))
    .groupBy(listing.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.offers ?? 0;
  return { published: of('published'), drafts: of('draft') };
}

/** Published offers per pricing model, every model listed (0 when none). */
export async function offersByPricing(
  db: Database,
  scope: FigureScope,
): Promise<{ pricing: PricingModel; offers: number }[]> {
  const rows = await db
    .select({ pricing: listing.pricing, offers: count() })
    .from(listing)
    .where(publishedOffersOf(scope))
    .groupBy(listing.pricing);
  return PRICING_MODELS.map((pricing) => ({
    pricing,
    offers: rows.find((row) => row.pricing === pricing)?.offers ?? 0,
  }));
}

/** The places with the most published offers; spelling variants of one place count together. */
export async function topLocations(
  db: Database,
  scope: FigureScope,
  limit = 5,
): Promise<{ location: string; offers: number }[]> {
  const place = sql`lower(trim(${listing.location}))`;
  return db
    .select({ location: sql<string>`min(trim(${listing.location}))`, offers: count() })
    .from(listing)
    .where(and(publishedOffersOf(scope), sql`${place} <> ''`))
    .groupBy(place)
    .orderBy(desc(count()), place)
    .limit(limit);
}

/** How many different places the published offers are in. */
export async function locationCount(db: Database, scope: FigureScope): Promise<number> {
  const place = sql`lower(trim(${listing.location}))`;
  const [row] = await db
    .select({ places: sql<number>`count(distinct ${place})::int` })
    .from(listing)
    .where(and(publishedOffersOf(scope), sql`${place} <> ''`));
  return row?.places ?? 0;
}

export interface PriceBucket {
  /** Inclusive lower bound, in the site's currency. */
  from: number;
  /** Exclusive upper bound (the last bucket includes it). */
  to: number;
  offers: number;
}

/** 1, 2 or 5 times a power of ten: bucket widths that read well in any currency. */
export function niceStep(rough: number): number {
  if (rough <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rough)!;
  return step * power;
}

/** Published offers by price, in up to `buckets` equal ranges of a round width. */
export async function priceDistribution(
  db: Database,
  scope: FigureScope,
  buckets = 6,
): Promise<PriceBucket[]> {
  const [range] = await db
    .select({
      low: sql<string | null>`min(${listing.price})`,
      high: sql<string | null>`max(${listing.price})`,
    })
    .from(listing)
    .where(publishedOffersOf(scope));
  if (range?.low == null || range.high == null) return [];
  const low = Number(range.low);
  const high = Number(range.high);
  const step = niceStep((high - low) / buckets || high || 1);
  const start = Math.floor(low / step) * step;
  const size = Math.max(1, Math.floor((high - start) / step) + 1);
  const index = sql<number>`least(floor((${listing.price} - ${start}) / ${step})::int, ${size - 1})`;
  const rows = await db
    .select({ index, offers: count() })
    .from(listing)
    .where(publishedOffersOf(scope))
    // By position: the bucket expression holds parameters, which PostgreSQL would not match twice.
    .groupBy(sql`1`);
  return Array.from({ length: size }, (_, bucket) => ({
    from: start + bucket * step,
    to: start + (bucket + 1) * step,
    offers: rows.find((row) => Number(row.index) === bucket)?.offers ?? 0,
  }));
}
