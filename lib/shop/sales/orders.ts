import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { auditLog, listing, shopOrder, shopOrderLine, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { memberSiteOf } from '@/lib/auth/membership';
import type { SiteId } from '@/sites';
import type { OrderListQuery } from './list-params';
import { canMoveOrder, REVENUE_STATUSES, type OrderStatus } from './order-status';
import type { PaymentMethod } from './shop-constants';

/*
 * The shop's orders (docs/apps.md, orders). They belong to the site that owns the listings
 * (memberSiteOf): every query here is scoped by it, so an id of another site is not found.
 */

/** The first number of a site's orders, shown as #1001. */
export const FIRST_ORDER_NUMBER = 1001;
/** The audit-log action of a status change; its details name the order, the old and the new status. */
export const ORDER_STATUS_ACTION = 'shop.order.status';

export class OrderNotFound extends Error {}
export class OrderMoveRefused extends Error {}
export class OrderLinesInvalid extends Error {}

export interface NewOrder {
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  paymentMethod: PaymentMethod;
  shippingAddress: string;
  lines: readonly { listingId: string; quantity: number }[];
  /** Sample data only: an order placed earlier, already moved on. */
  placedAt?: Date;
  status?: OrderStatus;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const toCents = (decimal: string) => Math.round(Number(decimal) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/**
 * Places an order for listings of the site (the checkout's entry point): prices come from the
 * listings, never from the caller, and the number is the site's next one, taken under a lock held
 * until the transaction ends so two orders never share it.
 */
export async function createOrder(
  db: Database,
  siteId: SiteId,
  order: NewOrder,
): Promise<{ id: string; number: number }> {
  const scope = memberSiteOf(siteId);
  const quantities = new Map<string, number>();
  for (const line of order.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > 999)
      throw new OrderLinesInvalid();
    quantities.set(line.listingId, (quantities.get(line.listingId) ?? 0) + line.quantity);
  }
  if (!quantities.size) throw new OrderLinesInvalid();
  return db.transaction(async (tx) => {
    const listings = await tx
      .select({ id: listing.id, name: listing.productName, price: listing.price, currency: listing.currency })
      .from(listing)
      .where(and(eq(listing.siteId, scope), inArray(listing.id, [...quantities.keys()])));
    const currencies = new Set(listings.map((row) => row.currency));
    if (listings.length !== quantities.size || currencies.size !== 1) throw new OrderLinesInvalid();
    const totalCents = listings.reduce((sum, row) => sum + toCents(row.price) * quantities.get(row.id)!, 0);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shop_order:${scope}`}))`);
    const [last] = await tx
      .select({ number: sql<number | null>`max(${shopOrder.number})` })
      .from(shopOrder)
      .where(eq(shopOrder.siteId, scope));
    const number = Math.max((last?.number ?? 0) + 1, FIRST_ORDER_NUMBER);
    const id = newId();
    const placedAt = order.placedAt ?? new Date();
    await tx.insert(shopOrder).values({
      id,
      siteId: scope,
      number,
      customerId: order.customerId,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      status: order.status ?? 'pending',
      paymentMethod: order.paymentMethod,
      currency: [...currencies][0]!,
      total: fromCents(totalCents),
      shippingAddress: order.shippingAddress,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await tx.insert(shopOrderLine).values(
      listings.map((row) => ({
        id: newId(),
        orderId: id,
        listingId: row.id,
        productName: row.name,
        quantity: quantities.get(row.id)!,
        unitPrice: row.price,
      })),
    );
    return { id, number };
  });
}

export interface OrderSummary {
  id: string;
  number: number;
  placedAt: string;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  total: string;
  currency: string;
  paymentMethod: string;
  status: OrderStatus;
}

const summaryColumns = {
  id: shopOrder.id,
  number: shopOrder.number,
  placedAt: shopOrder.createdAt,
  customerId: shopOrder.customerId,
  customerName: shopOrder.customerName,
  customerEmail: shopOrder.customerEmail,
  total: shopOrder.total,
  currency: shopOrder.currency,
  paymentMethod: shopOrder.paymentMethod,
  status: shopOrder.status,
};

type SummaryRow = { placedAt: Date } & Omit<OrderSummary, 'placedAt'>;
const toSummary = (row: SummaryRow): OrderSummary => ({ ...row, placedAt: row.placedAt.toISOString() });

function orderFilters(scope: SiteId, query: Pick<OrderListQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(shopOrder.siteId, scope)];
  if (query.status) conditions.push(eq(shopOrder.status, query.status));
  const q = query.q.replace(/^#/, '');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        ilike(shopOrder.customerName, pattern),
        ilike(shopOrder.customerEmail, pattern),
        sql`${shopOrder.number}::text LIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** One page of the site's orders, as the list's URL asks, and how many match. */
export async function listOrders(
  db: Database,
  siteId: SiteId,
  query: OrderListQuery,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = orderFilters(memberSiteOf(siteId), query);
  const sortColumn = {
    number: shopOrder.number,
    date: shopOrder.createdAt,
    customer: shopOrder.customerName,
    total: shopOrder.total,
  }[query.sort];
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(shopOrder)
      .where(where)
      .orderBy(order(sortColumn), desc(shopOrder.number))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(shopOrder).where(where),
  ]);
  return { orders: rows.map(toSummary), total: totals?.total ?? 0 };
}

export interface OrderFigures {
  orders: number;
  revenue: number;
  pending: number;
  cancelled: number;
}

/** The figures above the order list: every order of the site, whatever the filters. */
export async function orderFigures(db: Database, siteId: SiteId): Promise<OrderFigures> {
  const revenue = inArray(shopOrder.status, [...REVENUE_STATUSES]);
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql<string>`coalesce(sum(${shopOrder.total}) filter (where ${revenue}), 0)`,
      pending: sql<number>`(count(*) filter (where ${shopOrder.status} = 'pending'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${shopOrder.status} = 'cancelled'))::int`,
    })
    .from(shopOrder)
    .where(eq(shopOrder.siteId, memberSiteOf(siteId)));
  return {
    orders: row?.orders ?? 0,
    revenue: Number(row?.revenue ?? 0),
    pending: row?.pending ?? 0,
    cancelled: row?.cancelled ?? 0,
  };
}

/** A customer's orders on the site, newest first. */
export async function ordersOfCustomer(
  db: Database,
  siteId: SiteId,
  customerId: string,
): Promise<OrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(shopOrder)
    .where(and(eq(shopOrder.siteId, memberSiteOf(siteId)), eq(shopOrder.customerId, customerId)))
    .orderBy(desc(shopOrder.createdAt))
    .limit(100);
  return rows.map(toSummary);
}

export interface OrderLine {
  id: string;
  productName: string;
  /** The offer, while its listing still exists on the site. */
  listingId: string | null;
  quantity: number;
  unitPrice: string;
}

export interface OrderStatusChange {
  at: string;
  status: OrderStatus;
  actorName: string | null;
}

export interface OrderDetails extends OrderSummary {
  shippingAddress: string;
  lines: OrderLine[];
  /** Placed first, then every move, oldest first. */
  timeline: OrderStatusChange[];
}

/** One order of the site with its lines and status history, or null when the site has no such order. */
export async function findOrder(db: Database, siteId: SiteId, orderId: string): Promise<OrderDetails | null> {
  const scope = memberSiteOf(siteId);
  const [row] = await db
    .select({ ...summaryColumns, shippingAddress: shopOrder.shippingAddress })
    .from(shopOrder)
    .where(and(eq(shopOrder.siteId, scope), eq(shopOrder.id, orderId)));
  if (!row) return null;
  const [lines, moves] = await Promise.all([
    db
      .select({
        id: shopOrderLine.id,
        productName: shopOrderLine.productName,
        listingId: listing.id,
        quantity: shopOrderLine.quantity,
        unitPrice: shopOrderLine.unitPrice,
      })
      .from(shopOrderLine)
      .leftJoin(listing, and(eq(listing.id, shopOrderLine.listingId), eq(listing.siteId, scope)))
      .where(eq(shopOrderLine.orderId, row.id))
      .orderBy(asc(shopOrderLine.productName)),
    db
      .select({ at: auditLog.createdAt, details: auditLog.details, actorName: user.name })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(
        and(
          eq(auditLog.siteId, scope),
          eq(auditLog.action, ORDER_STATUS_ACTION),
          sql`${auditLog.details}->>'orderId' = ${row.id}`,
        ),
      )
      .orderBy(asc(auditLog.createdAt)),
  ]);
  const placed: OrderStatusChange = { at: row.placedAt.toISOString(), status: 'pending', actorName: null };
  const timeline = moves.map((move) => ({
    at: move.at.toISOString(),
    status: move.details.to as OrderStatus,
    actorName: move.actorName,
  }));
  return { ...toSummary(row), shippingAddress: row.shippingAddress, lines, timeline: [placed, ...timeline] };
}

/** Writes one move of an order to the audit log (the order's timeline). */
export async function recordOrderMove(
  db: Database,
  move: {
    scope: SiteId;
    orderId: string;
    actorId: string | null;
    customerId: string | null;
    from: OrderStatus;
    to: OrderStatus;
    at?: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    id: newId(),
    siteId: move.scope,
    actorId: move.actorId,
    targetId: move.customerId,
    action: ORDER_STATUS_ACTION,
    details: { orderId: move.orderId, from: move.from, to: move.to },
    createdAt: move.at ?? new Date(),
  });
}

/** Moves an order of the site to `to` if the state machine allows it from where it is now. */
export async function moveOrder(
  db: Database,
  siteId: SiteId,
  actorId: string,
  orderId: string,
  to: OrderStatus,
): Promise<void> {
  const scope = memberSiteOf(siteId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: shopOrder.status, customerId: shopOrder.customerId })
      .from(shopOrder)
      .where(and(eq(shopOrder.siteId, scope), eq(shopOrder.id, orderId)))
      .for('update');
    if (!row) throw new OrderNotFound();
    if (!canMoveOrder(row.status, to)) throw new OrderMoveRefused();
    await tx.update(shopOrder).set({ status: to, updatedAt: new Date() }).where(eq(shopOrder.id, orderId));
    await recordOrderMove(tx as unknown as Database, {
      scope,
      orderId,
      actorId,
      customerId: row.customerId,
      from: row.status,
      to,
    });
  });
}
