import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { membership } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { getSite, SITE_IDS, type Scope, type SiteId } from '@/sites';
import { inRegistryOrder, ROLES, SCOPES } from './permission-registry';

export type Role = 'admin' | 'member';

export interface Membership {
  roles: Role[];
  scopes: Scope[];
}

/** A membership as stored: suspended while a site admin has suspended the member (docs/architecture.md §4). */
export interface MembershipState extends Membership {
  suspended: boolean;
}

/** docs/architecture.md §4: a self-registered person (or one arriving from another site) gets scope `internal`. */
export const DEFAULT_MEMBERSHIP: Membership = { roles: ['member'], scopes: ['internal'] };

function clean(row: { roles: string[]; scopes: string[]; suspendedAt: Date | null }): MembershipState {
  return {
    roles: inRegistryOrder(ROLES, row.roles),
    scopes: inRegistryOrder(SCOPES, row.scopes),
    suspended: row.suspendedAt !== null,
  };
}

/**
 * The site whose membership rules a site: the one that owns its data. The local site shows the
 * real-estate listings and messages, so a person's roles and scopes there are their real-estate
 * ones; a second membership would let the local site grant what real-estate withdrew.
 */
export const memberSiteOf = (siteId: SiteId): SiteId => listingScope(getSite(siteId));

/** Every site whose members are this membership's: the site itself and those that share its data. */
export const sitesSharingMembersOf = (siteId: SiteId): SiteId[] =>
  SITE_IDS.filter((candidate) => memberSiteOf(candidate) === memberSiteOf(siteId));

export async function findMembership(
  db: Database,
  userId: string,
  siteId: SiteId,
): Promise<MembershipState | null> {
  const [row] = await db
    .select({ roles: membership.roles, scopes: membership.scopes, suspendedAt: membership.suspendedAt })
    .from(membership)
    .where(and(eq(membership.userId, userId), eq(membership.siteId, memberSiteOf(siteId))));
  return row ? clean(row) : null;
}

/** The person's membership on this site, created with the default scopes on their first visit. */
export async function ensureMembership(
  db: Database,
  userId: string,
  siteId: SiteId,
): Promise<MembershipState> {
  const existing = await findMembership(db, userId, siteId);
  if (existing) return existing;
  await db
    .insert(membership)
    .values({ userId, siteId: memberSiteOf(siteId), ...DEFAULT_MEMBERSHIP })
    .onConflictDoNothing();
  return (await findMembership(db, userId, siteId)) ?? { ...DEFAULT_MEMBERSHIP, suspended: false };
}

/** Grants exactly these roles and scopes (seed and administrators only). */
export async function setMembership(
  db: Database,
  userId: string,
  siteId: SiteId,
  value: Membership,
): Promise<void> {
  const { roles, scopes } = value;
  await db
    .insert(membership)
    .values({ userId, siteId: memberSiteOf(siteId), roles, scopes })
    .onConflictDoUpdate({
      target: [membership.userId, membership.siteId],
      set: { roles, scopes },
    });
}
