import { sql, type SQL } from 'drizzle-orm';
import { z } from '@/lib/zod';
import type { Database } from '@/lib/db/client';
import type { SiteId } from '@/sites';
import { storableText } from './listing-schema';
import type { ListingRow } from './repository';

export const SEARCH_PAGE_SIZE = 12;
const MARK_START = '\u0001';
const MARK_END = '\u0002';

/** The search page's query string, validated; bad values are dropped, never an error page. */
export const searchParamsSchema = z.object({
  q: z.string().overwrite(storableText).trim().max(200).catch(''),
  minPrice: z.coerce.number().min(0).max(1e9).optional().catch(undefined),
  maxPrice: z.coerce.number().min(0).max(1e9).optional().catch(undefined),
  location: z.string().overwrite(storableText).trim().max(120).catch(''),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type SearchQuery = z.infer<typeof searchParamsSchema>;

export interface HighlightSegment {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  listing: ListingRow;
  name: HighlightSegment[];
  excerpt: HighlightSegment[];
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  page: number;
  pageCount: number;
}

/** Splits ts_headline output into marked and plain segments (rendered as text, never as HTML). */
export function highlightSegments(text: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  for (const [index, part] of text.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    if (part) segments.push({ text: part, mark: index % 2 === 1 });
  }
  return segments;
}

/**
 * The tsquery for the visitor's words: web-search syntax with the site language's stemmer, or
 * prefix matches where PostgreSQL has no stemmer for the language (`simple`).
 */
function tsQuery(config: string, q: string): SQL {
  if (config !== 'simple') return sql`websearch_to_tsquery(${config}::regconfig, ${q})`;
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

export async function searchListings(
  db: Database,
  siteId: SiteId,
  config: string,
  query: SearchQuery,
): Promise<SearchResult> {
  const hasText = /[\p{L}\p{N}]/u.test(query.q);
  const tsquery = hasText ? tsQuery(config, query.q) : sql`NULL::tsquery`;
  const filters: SQL[] = [sql`l.site_id = ${siteId}`, sql`l.status = 'published'`];
  if (hasText) filters.push(sql`l.search_vector @@ q.query`);
  if (query.minPrice !== undefined) filters.push(sql`l.price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) filters.push(sql`l.price <= ${query.maxPrice}`);
  if (query.location) filters.push(sql`l.location ILIKE ${`%${query.location.replace(/[\\%_]/g, '\\$&')}%`}`);
  const headline = (column: SQL, options: string) =>
    hasText ? sql`ts_headline(${config}::regconfig, ${column}, q.query, ${options})` : column;
  const selectors = `StartSel=${MARK_START}, StopSel=${MARK_END}`;

  const result = await db.execute<{ row: ListingRow; name: string; excerpt: string; total: string }>(sql`
    WITH q AS (SELECT ${tsquery} AS query)
    SELECT row_to_json(l.*) AS row,
      ${headline(sql`l.product_name`, `${selectors}, HighlightAll=true`)} AS name,
      ${headline(sql`left(l.description, 600)`, `${selectors}, MaxFragments=2, MaxWords=28, MinWords=12`)} AS excerpt,
      count(*) OVER () AS total
    FROM listing l, q
    WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY ${hasText ? sql`ts_rank(l.search_vector, q.query) DESC,` : sql``} l.published_at DESC NULLS LAST
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(query.page - 1) * SEARCH_PAGE_SIZE}`);

  const total = Number(result.rows[0]?.total ?? 0);
  return {
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    hits: result.rows.map((row) => ({
      listing: fromJson(row.row),
      name: highlightSegments(row.name),
      excerpt: highlightSegments(hasText ? row.excerpt : row.excerpt.slice(0, 220)),
    })),
  };
}

/** row_to_json gives snake_case keys and string dates; map back to the Drizzle row shape. */
function fromJson(json: unknown): ListingRow {
  const raw = json as Record<string, unknown>;
  const date = (value: unknown) => (value ? new Date(String(value)) : null);
  return {
    id: String(raw.id),
    siteId: String(raw.site_id),
    ownerId: String(raw.owner_id),
    productName: String(raw.product_name),
    description: String(raw.description),
    price: String(raw.price),
    currency: String(raw.currency),
    duration: String(raw.duration),
    location: String(raw.location),
    pricing: raw.pricing as ListingRow['pricing'],
    status: raw.status as ListingRow['status'],
    demo: raw.demo === true,
    searchConfig: String(raw.search_config),
    searchVector: '',
    createdAt: date(raw.created_at)!,
    updatedAt: date(raw.updated_at)!,
    publishedAt: date(raw.published_at),
  };
}
