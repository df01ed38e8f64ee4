import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, membership, user } from '@/lib/db/schema';
import { avatarUrl } from '@/lib/account/avatar';
import { memberSiteOf, type Role } from '@/lib/auth/membership';
import { inRegistryOrder, ROLES, SCOPES } from '@/lib/auth/permission-registry';
import { listingsOfOwner } from '@/lib/listings/repository';
import type { ListingStatus } from '@/lib/listings/constants';
import { getStorage } from '@/lib/storage';
import type { Scope, SiteId } from '@/sites';
import type { MemberListQuery } from './member-list-params';

/*
 * The members of a site as its admins see them: the membership rows of the site that owns the
 * data (memberSiteOf), never another site's. Every query here is scoped by that site.
 */

export interface MemberSummary {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  roles: Role[];
  scopes: Scope[];
  suspendedAt: string | null;
  memberSince: string;
  offers: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function offersPerOwner(db: Database, siteId: SiteId) {
  return db
    .select({ ownerId: listing.ownerId, offers: count().as('offers') })
    .from(listing)
    .where(eq(listing.siteId, siteId))
    .groupBy(listing.ownerId)
    .as('offers_per_owner');
}

function filtersOf(siteId: SiteId, query: MemberListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(membership.siteId, siteId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern)));
  }
  if (query.role) conditions.push(sql`${query.role} = any(${membership.roles})`);
  if (query.scope) conditions.push(sql`${query.scope} = any(${membership.scopes})`);
  if (query.status === 'active') conditions.push(isNull(membership.suspendedAt));
  if (query.status === 'suspended') conditions.push(isNotNull(membership.suspendedAt));
  return and(...conditions);
}

/** Members of the owning site with their offer count, to filter, sort and page. */
function selectMembers(db: Database, owner: SiteId) {
  const offers = offersPerOwner(db, owner);
  const offerCount = sql<number>`coalesce(${offers.offers}, 0)::int`;
  const query = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      roles: membership.roles,
      scopes: membership.scopes,
      suspendedAt: membership.suspendedAt,
      memberSince: membership.createdAt,
      offers: offerCount,
    })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .leftJoin(offers, eq(offers.ownerId, user.id))
    .$dynamic();
  return { query, offerCount };
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>['query']>[number];

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatarUrl: avatarUrl(getStorage(), row.image),
    roles: inRegistryOrder(ROLES, row.roles),
    scopes: inRegistryOrder(SCOPES, row.scopes),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    memberSince: row.memberSince.toISOString(),
    offers: row.offers,
  };
}

/** One page of the site's members, filtered and sorted as the list's URL says, and how many match. */
export async function listMembers(
  db: Database,
  siteId: SiteId,
  query: MemberListQuery,
): Promise<{ members: MemberSummary[]; total: number }> {
  const owner = memberSiteOf(siteId);
  const { query: members, offerCount } = selectMembers(db, owner);
  const sortColumn = { name: user.name, email: user.email, since: membership.createdAt, offers: offerCount }[
    query.sort
  ];
  const order = query.dir === 'asc' ? asc : desc;
  const where = filtersOf(owner, query);
  const [rows, [totals]] = await Promise.all([
    members
      .where(where)
      .orderBy(order(sortColumn), asc(user.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: count() })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(where),
  ]);
  return { members: rows.map(toSummary), total: totals?.total ?? 0 };
}

/** One member of this site with their offer count, or null when they are not a member here. */
export async function findMember(
  db: Database,
  siteId: SiteId,
  userId: string,
): Promise<MemberSummary | null> {
  const owner = memberSiteOf(siteId);
  const [row] = await selectMembers(db, owner).query.where(
    and(eq(membership.siteId, owner), eq(membership.userId, userId)),
  );
  return row ? toSummary(row) : null;
}

export interface MemberOffer {
  id: string;
  productName: string;
  status: ListingStatus;
  price: string;
  currency: string;
  updatedAt: string;
}

/** The member's offers on this site, newest first. */
export async function offersOfMember(db: Database, siteId: SiteId, userId: string): Promise<MemberOffer[]> {
  const rows = await listingsOfOwner(db, memberSiteOf(siteId), userId);
  return rows.map((row) => ({
    id: row.id,
    productName: row.productName,
    status: row.status,
    price: row.price,
    currency: row.currency,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** How many members of the site hold each role and scope (the roles page). */
export async function holderCounts(db: Database, siteId: SiteId): Promise<Record<string, number>> {
  const owner = memberSiteOf(siteId);
  const rows = await db.execute<{ holder: string; members: number }>(sql`
    SELECT 'role:' || role AS holder, count(*)::int AS members
      FROM ${membership}, unnest(${membership.roles}) AS role WHERE ${membership.siteId} = ${owner} GROUP BY role
    UNION ALL
    SELECT 'scope:' || scope AS holder, count(*)::int AS members
      FROM ${membership}, unnest(${membership.scopes}) AS scope WHERE ${membership.siteId} = ${owner} GROUP BY scope`);
  return Object.fromEntries(rows.rows.map((row) => [row.holder, row.members]));
}
