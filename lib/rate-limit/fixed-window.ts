import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { appRateLimit } from '@/lib/db/schema';
import type { WindowRule } from './rules';

/** One counted attempt: how many the window holds with it, and when the window ends (epoch ms). */
export interface Attempt {
  count: number;
  resetsAt: number;
}

/**
 * Counts one attempt for `key` in a fixed window, atomically in the database (shared by every app
 * instance; the app's own table, which nothing prunes before the window ends). Reserving before
 * the work, rather than checking and counting after, is what keeps parallel attempts within `max`.
 */
export async function takeAttempt(
  db: Database,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<Attempt> {
  const resetsAt = now + rule.windowSeconds * 1000;
  const expired = sql`${appRateLimit.resetsAt} <= ${now}`;
  const [row] = await db
    .insert(appRateLimit)
    .values({ key, count: 1, resetsAt })
    .onConflictDoUpdate({
      target: appRateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${appRateLimit.count} + 1 END`,
        resetsAt: sql`CASE WHEN ${expired} THEN ${resetsAt} ELSE ${appRateLimit.resetsAt} END`,
      },
    })
    .returning({ count: appRateLimit.count, resetsAt: appRateLimit.resetsAt });
  // A new window is the moment to drop the windows that have ended (indexed, usually none).
  if (row!.count === 1) await db.delete(appRateLimit).where(lt(appRateLimit.resetsAt, now));
  return { count: row!.count, resetsAt: Number(row!.resetsAt) };
}

/** Counts one attempt and returns the count within the current window. */
export async function recordAttempt(
  db: Database,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<number> {
  return (await takeAttempt(db, key, rule, now)).count;
}

/**
 * Reserves one attempt: null when it is within the limit, else the seconds to wait. An attempt
 * that turns out not to count (a successful sign-in) gives its reservation back with
 * `releaseAttempt`.
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  rule: WindowRule,
  now = Date.now(),
): Promise<number | null> {
  const attempt = await takeAttempt(db, key, rule, now);
  return attempt.count <= rule.max ? null : secondsUntil(attempt.resetsAt, now);
}

/** Gives back one reservation of the current window. */
export async function releaseAttempt(db: Database, key: string, now = Date.now()): Promise<void> {
  await db
    .update(appRateLimit)
    .set({ count: sql`${appRateLimit.count} - 1` })
    .where(and(eq(appRateLimit.key, key), gt(appRateLimit.resetsAt, now), gt(appRateLimit.count, 0)));
}

function secondsUntil(resetsAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetsAt - now) / 1000));
}
