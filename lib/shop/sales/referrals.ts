import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import { membership, referral, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { findMembership, memberSiteOf } from '@/lib/auth/membership';
import type { SiteId } from '@/sites';
import type { REFERRAL_STATUSES } from '@/lib/db/schema-shop';

/*
 * Who brought whom to the shop (docs/apps.md, referrals). A referral whose e-mail belongs to a
 * member of the site reads as joined, whatever was stored when it was recorded.
 */

export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_LIMIT = 200;

export class ReferrerNotMember extends Error {}

export interface ReferralRow {
  id: string;
  referrerId: string;
  referrerName: string;
  referredEmail: string;
  /** The member the e-mail belongs to, once they joined. */
  referredId: string | null;
  referredName: string | null;
  status: ReferralStatus;
  commission: string;
  createdAt: string;
}

export interface ReferralFigures {
  total: number;
  joined: number;
  commissions: number;
}

/** The site's referrals, newest first, each with the member the referred e-mail belongs to. */
export async function listReferrals(db: Database, siteId: SiteId): Promise<ReferralRow[]> {
  const scope = memberSiteOf(siteId);
  const referrer = alias(user, 'referrer');
  const referred = alias(user, 'referred');
  const rows = await db
    .select({
      id: referral.id,
      referrerId: referral.referrerId,
      referrerName: referrer.name,
      referredEmail: referral.referredEmail,
      referredId: membership.userId,
      referredName: referred.name,
      status: referral.status,
      commission: referral.commission,
      createdAt: referral.createdAt,
    })
    .from(referral)
    .innerJoin(referrer, eq(referrer.id, referral.referrerId))
    .leftJoin(referred, sql`lower(${referred.email}) = lower(${referral.referredEmail})`)
    .leftJoin(membership, and(eq(membership.userId, referred.id), eq(membership.siteId, scope)))
    .where(eq(referral.siteId, scope))
    .orderBy(desc(referral.createdAt))
    .limit(REFERRAL_LIMIT);
  return rows.map((row) => ({
    ...row,
    referredName: row.referredId ? row.referredName : null,
    status: row.referredId && row.status === 'pending' ? 'joined' : row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function referralFigures(rows: readonly ReferralRow[]): ReferralFigures {
  return {
    total: rows.length,
    joined: rows.filter((row) => row.status !== 'pending').length,
    commissions: rows.reduce((sum, row) => sum + Number(row.commission), 0),
  };
}

/** Records that a member of the site referred someone by e-mail. */
export async function recordReferral(
  db: Database,
  siteId: SiteId,
  input: { referrerId: string; email: string; commission: string; createdAt?: Date; status?: ReferralStatus },
): Promise<string> {
  if (!(await findMembership(db, input.referrerId, siteId))) throw new ReferrerNotMember();
  const id = newId();
  await db.insert(referral).values({
    id,
    siteId: memberSiteOf(siteId),
    referrerId: input.referrerId,
    referredEmail: input.email,
    commission: input.commission,
    status: input.status ?? 'pending',
    createdAt: input.createdAt ?? new Date(),
  });
  return id;
}
