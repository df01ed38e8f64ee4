import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { membership } from '@/lib/db/schema';
import type { SiteId } from '@/sites';
import { fillDays, periodStart } from './days';
import { trialStatus, type TrialStatus } from '@/lib/account/trial';

/** Memberships of the site that owns the data created per UTC day of the period (site admins' figure). */
export async function newMembersPerDay(db: Database, siteId: SiteId, days: number, now = new Date()) {
  const day = sql<string>`to_char(${membership.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: count() })
    .from(membership)
    .where(and(eq(membership.siteId, siteId), gte(membership.createdAt, periodStart(days, now))))
    .groupBy(day);
  return fillDays(days, now, rows);
}

export async function memberCount(db: Database, siteId: SiteId): Promise<number> {
  const [row] = await db.select({ members: count() }).from(membership).where(eq(membership.siteId, siteId));
  return row?.members ?? 0;
}

/** The member's free trial on the site that owns the data; null without a membership there. */
export async function memberTrial(
  db: Database,
  siteId: SiteId,
  userId: string,
  now = new Date(),
): Promise<TrialStatus | null> {
  const [row] = await db
    .select({ createdAt: membership.createdAt })
    .from(membership)
    .where(and(eq(membership.siteId, siteId), eq(membership.userId, userId)));
  return row ? trialStatus(row.createdAt, now) : null;
}
