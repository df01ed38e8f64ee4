import 'server-only';
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { review, type REVIEW_STATUSES } from '@/lib/db/schema-shop';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The offer is not a published listing of this scope (unknown, draft or another site's). */
export class ReviewTargetNotFound extends Error {}
export class ReviewNotFound extends Error {}

export interface NewReview {
  listingId: string;
  authorId: string | null;
  authorName: string;
  rating: number;
  title: string;
  body: string;
}

/** Stores a pending review of a published offer of the scope. */
export async function createReview(db: Database, scope: SiteId, input: NewReview): Promise<string> {
  const [target] = await db
    .select({ id: listing.id })
    .from(listing)
    .where(and(eq(listing.id, input.listingId), eq(listing.siteId, scope), eq(listing.status, 'published')));
  if (!target) throw new ReviewTargetNotFound();
  const id = newId();
  await db.insert(review).values({ id, siteId: scope, ...input, status: 'pending' });
  return id;
}

export interface ModerationRow {
  id: string;
  listingId: string;
  productName: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  status: ReviewStatus;
  createdAt: Date;
}

/** Every review of the scope, newest first (the moderation page filters them by status). */
export async function reviewsForModeration(db: Database, scope: SiteId): Promise<ModerationRow[]> {
  return db
    .select({
      id: review.id,
      listingId: review.listingId,
      productName: listing.productName,
      authorName: review.authorName,
      rating: review.rating,
      title: review.title,
      body: review.body,
      status: review.status,
      createdAt: review.createdAt,
    })
    .from(review)
    .innerJoin(listing, eq(listing.id, review.listingId))
    .where(eq(review.siteId, scope))
    .orderBy(desc(review.createdAt))
    .limit(1000);
}

/** Approves or rejects a review of the scope; returns its listing, whose offer page shows it. */
export async function moderateReview(
  db: Database,
  scope: SiteId,
  id: string,
  status: Exclude<ReviewStatus, 'pending'>,
): Promise<string> {
  const [row] = await db
    .update(review)
    .set({ status, moderatedAt: new Date() })
    .where(and(eq(review.id, id), eq(review.siteId, scope)))
    .returning({ listingId: review.listingId });
  if (!row) throw new ReviewNotFound();
  return row.listingId;
}

export async function deleteReview(db: Database, scope: SiteId, id: string): Promise<string> {
  const [row] = await db
    .delete(review)
    .where(and(eq(review.id, id), eq(review.siteId, scope)))
    .returning({ listingId: review.listingId });
  if (!row) throw new ReviewNotFound();
  return row.listingId;
}

export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface ReviewSummary {
  count: number;
  /** Mean rating of the approved reviews, rounded to one decimal; null without reviews. */
  average: number | null;
  /** The newest approved reviews. */
  reviews: PublicReview[];
}

export const SHOWN_REVIEWS = 20;

/** What the offer page shows: the approved reviews of a listing of the scope and their average. */
export async function approvedReviewSummary(
  db: Database,
  scope: SiteId,
  listingId: string,
): Promise<ReviewSummary> {
  const approved = and(
    eq(review.listingId, listingId),
    eq(review.siteId, scope),
    eq(review.status, 'approved'),
  );
  const [[totals], rows] = await Promise.all([
    db
      .select({ count: count(), average: avg(review.rating) })
      .from(review)
      .where(approved),
    db
      .select({
        id: review.id,
        authorName: review.authorName,
        rating: review.rating,
        title: review.title,
        body: review.body,
        createdAt: review.createdAt,
      })
      .from(review)
      .where(approved)
      .orderBy(desc(review.createdAt))
      .limit(SHOWN_REVIEWS),
  ]);
  const total = totals?.count ?? 0;
  return {
    count: total,
    average: total && totals?.average ? Math.round(Number(totals.average) * 10) / 10 : null,
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Approved-review averages and counts of the scope's listings, for the product table. */
export async function ratingsOfScope(
  db: Database,
  scope: SiteId,
): Promise<Map<string, { average: number; count: number }>> {
  const rows = await db
    .select({
      listingId: review.listingId,
      count: count(),
      average: sql<string>`avg(${review.rating})`,
    })
    .from(review)
    .where(and(eq(review.siteId, scope), eq(review.status, 'approved')))
    .groupBy(review.listingId);
  return new Map(
    rows.map((row) => [
      row.listingId,
      { count: row.count, average: Math.round(Number(row.average) * 10) / 10 },
    ]),
  );
}
