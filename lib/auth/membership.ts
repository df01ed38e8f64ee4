import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { membership } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { getSite, type Scope, type SiteId } from '@/sites';

export type Role = 'admin' | 'member';

export interface Membership {
  roles: Role[];
  scopes: Scope[];
}

/** docs/architecture.md §4: a self-registered person (or one arriving from another site) gets scope `internal`. */
export const DEFAULT_MEMBERSHIP: Membership = { roles: ['member'], scopes: ['internal'] };

const ROLES: readonly Role[] = ['admin', 'member'];
const SCOPES: readonly Scope[] = ['internal', 'admin2'];

function clean(row: { roles: string[]; scopes: string[] }): Membership {
  return {
    roles: row.roles.filter((role): role is Role => ROLES.includes(role as Role)),
    scopes: row.scopes.filter((scope): scope is Scope => SCOPES.includes(scope as Scope)),
  };
}

/**
 * The site whose membership rules a site: the one that owns its data. The local site shows the
 * real-estate listings and messages, so a person's roles and scopes there are their real-estate
 * ones; a second membership would let the local site grant what real-estate withdrew.
 */
export const memberSiteOf = (siteId: SiteId): SiteId => listingScope(getSite(siteId));

export async function findMembership(
  db: Database,
  userId: string,
  siteId: SiteId,
): Promise<Membership | null> {
  const [row] = await db
    .select({ roles: membership.roles, scopes: membership.scopes })
    .from(membership)
    .where(and(eq(membership.userId, userId), eq(membership.siteId, memberSiteOf(siteId))));
  return row ? clean(row) : null;
}

/** The person's membership on this site, created with the default scopes on their first visit. */
export async function ensureMembership(db: Database, userId: string, siteId: SiteId): Promise<Membership> {
  const existing = await findMembership(db, userId, siteId);
  if (existing) return existing;
  await db
    .insert(membership)
    .values({ userId, siteId: memberSiteOf(siteId), ...DEFAULT_MEMBERSHIP })
    .onConflictDoNothing();
  return (await findMembership(db, userId, siteId)) ?? DEFAULT_MEMBERSHIP;
}

/** Grants exactly these roles and scopes (seed and administrators only). */
export async function setMembership(
  db: Database,
  userId: string,
  siteId: SiteId,
  value: Membership,
): Promise<void> {
  await db
    .insert(membership)
    .values({ userId, siteId: memberSiteOf(siteId), ...value })
    .onConflictDoUpdate({
      target: [membership.userId, membership.siteId],
      set: { roles: value.roles, scopes: value.scopes },
    });
}
