import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rateLimit } from '@/lib/db/schema';
import type { WindowRule } from './rules';

/**
 * Counts one attempt for `key` in a fixed window, atomically in the database (shared by every
 * app instance, and the same `rate_limit` table better-auth's own limiter uses). Returns the count
 * within the current window.
 */
export async function recordAttempt(
  db: Database,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<number> {
  const windowStart = now - rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Seconds to wait when `key` has reached its limit in the current window, else null. */
export async function retryAfterSeconds(
  db: Database,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<number | null> {
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(eq(rateLimit.key, key));
  if (!row || row.lastRequest < now - rule.windowSeconds * 1000 || row.count < rule.max) return null;
  return Math.max(1, Math.ceil((row.lastRequest + rule.windowSeconds * 1000 - now) / 1000));
}
