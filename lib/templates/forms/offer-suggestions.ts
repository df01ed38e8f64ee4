import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import type { SiteId } from '@/sites';

/** How many published offers the autocomplete page reads: enough to type ahead, small to send. */
export const SUGGESTION_OFFERS_LIMIT = 200;

export interface OfferSuggestions {
  titles: string[];
  locations: string[];
}

/** Distinct, non-empty values in first-seen order. */
export function distinctValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** The titles and locations of a listing scope's published offers, newest first. */
export async function offerSuggestions(scope: SiteId, db: Database = getDb()): Promise<OfferSuggestions> {
  const rows = await db
    .select({ title: listing.productName, location: listing.location })
    .from(listing)
    .where(and(eq(listing.siteId, scope), eq(listing.status, 'published')))
    .orderBy(desc(listing.publishedAt))
    .limit(SUGGESTION_OFFERS_LIMIT);
  return {
    titles: distinctValues(rows.map((row) => row.title)),
    locations: distinctValues(rows.map((row) => row.location)),
  };
}
