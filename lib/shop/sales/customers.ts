import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { membership, review, shopOrder, user } from '@/lib/db/schema';
import { avatarUrl } from '@/lib/account/avatar';
import { memberSiteOf } from '@/lib/auth/membership';
import { getStorage } from '@/lib/storage';
import type { SiteId } from '@/sites';
import type { CustomerListQuery } from './list-params';
import { REVENUE_STATUSES } from './order-status';

/*
 * The shop's customers are the site's members (the memberships of the site that owns the data),
 * with what they ordered there. Every query here is scoped by that site.
 */

export interface CustomerSummary {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  memberSince: string;
  orders: number;
  /** Paid, shipped and delivered orders: what the customer actually spent. */
  spent: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function ordersPerCustomer(db: Database, scope: SiteId) {
  return db
    .select({
      customerId: shopOrder.customerId,
      orders: count().as('orders'),
      spent:
        sql<string>`coalesce(sum(${shopOrder.total}) filter (where ${inArray(shopOrder.status, [...REVENUE_STATUSES])}), 0)`.as(
          'spent',
        ),
    })
    .from(shopOrder)
    .where(eq(shopOrder.siteId, scope))
    .groupBy(shopOrder.customerId)
    .as('orders_per_customer');
}

function selectCustomers(db: Database, scope: SiteId) {
  const orders = ordersPerCustomer(db, scope);
  const spent = sql<string>`coalesce(${orders.spent}, 0)`;
  const query = db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      memberSince: membership.createdAt,
      orders: sql<number>`coalesce(${orders.orders}, 0)::int`,
      spent,
    })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .leftJoin(orders, eq(orders.customerId, user.id))
    .$dynamic();
  return { query, spent };
}

type CustomerRow = Awaited<ReturnType<typeof selectCustomers>['query']>[number];

const toSummary = (row: CustomerRow): CustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  avatarUrl: avatarUrl(getStorage(), row.image),
  memberSince: row.memberSince.toISOString(),
  orders: row.orders,
  spent: Number(row.spent),
});

/** One page of the site's customers, the biggest spenders first, and how many match. */
export async function listCustomers(
  db: Database,
  siteId: SiteId,
  query: CustomerListQuery,
): Promise<{ customers: CustomerSummary[]; total: number }> {
  const scope = memberSiteOf(siteId);
  const conditions: (SQL | undefined)[] = [eq(membership.siteId, scope)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern)));
  }
  const where = and(...conditions);
  const { query: customers, spent } = selectCustomers(db, scope);
  const [rows, [totals]] = await Promise.all([
    customers
      .where(where)
      .orderBy(desc(spent), asc(user.name), asc(user.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: count() })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(where),
  ]);
  return { customers: rows.map(toSummary), total: totals?.total ?? 0 };
}

/** One member of the site as a customer, or null when they are no member here. */
export async function findCustomer(
  db: Database,
  siteId: SiteId,
  userId: string,
): Promise<CustomerSummary | null> {
  const scope = memberSiteOf(siteId);
  const [row] = await selectCustomers(db, scope).query.where(
    and(eq(membership.siteId, scope), eq(membership.userId, userId)),
  );
  return row ? toSummary(row) : null;
}

/** How many reviews the member wrote on the site (read only: the catalog moderates them). */
export async function reviewCountOf(db: Database, siteId: SiteId, userId: string): Promise<number> {
  const [row] = await db
    .select({ reviews: count() })
    .from(review)
    .where(and(eq(review.siteId, memberSiteOf(siteId)), eq(review.authorId, userId)));
  return row?.reviews ?? 0;
}
