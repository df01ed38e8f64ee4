/**
 * The shop's orders, customers, referrals and settings as a request runs them (docs/apps.md): the
 * site from the Host header, the admin from a real better-auth session, rows in PostgreSQL. Only
 * Next's request context is stubbed (./next-request.ts).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { listing, referral, shopOrder, shopSettings } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { moveOrderAction, recordReferralAction, saveShopSettingsAction } from '@/lib/shop/sales/actions';
import { findCustomer, listCustomers } from '@/lib/shop/sales/customers';
import { DEFAULT_CUSTOMER_LIST_QUERY, DEFAULT_ORDER_LIST_QUERY } from '@/lib/shop/sales/list-params';
import { createOrder, findOrder, listOrders, orderFigures, OrderLinesInvalid } from '@/lib/shop/sales/orders';
import { listReferrals } from '@/lib/shop/sales/referrals';
import { loadShopSettings } from '@/lib/shop/sales/settings';
import { defaultShopSettings, type ShopSettings } from '@/lib/shop/sales/settings-schema';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';
import { getSite } from '@/sites';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
/** Signed in on bond unless the name says otherwise. */
const on = {} as Record<'admin' | 'member' | 'tutoringAdmin' | 'tutoringAdminOnBond', TestBrowser>;
const ids = { admin: '', member: '', tutoringAdmin: '', bondBond: '', bondTram: '', tutoringLesson: '' };
const visitor = () => new TestBrowser(auth, BOND);

function as<T>(browser: TestBrowser, action: () => Promise<T>): Promise<T> {
  requestFrom(browser);
  return action();
}

async function insertListing(
  siteId: string,
  ownerId: string,
  productName: string,
  price: string,
  currency: string,
) {
  const id = newId();
  await db.insert(listing).values({
    id,
    siteId,
    ownerId,
    productName,
    description: `${productName}, as a test offer.`,
    price,
    currency,
    status: 'published',
    publishedAt: new Date(),
  });
  return id;
}

const orderOf = (customerId: string, lines: { listingId: string; quantity: number }[]) => ({
  customerId,
  customerName: 'Mia Member',
  customerEmail: 'member@example.com',
  paymentMethod: 'card' as const,
  shippingAddress: '1 Test Street',
  lines,
});

async function statusOf(orderId: string) {
  const [row] = await db
    .select({ status: shopOrder.status })
    .from(shopOrder)
    .where(eq(shopOrder.id, orderId));
  return row?.status;
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const admin = await signIn(auth, BOND, 'admin@example.com', { name: 'Ada Admin' });
  const member = await signIn(auth, BOND, 'member@example.com', { name: 'Mia Member' });
  const tutoringAdmin = await signIn(auth, TUTORING, 'tutor@example.com', { name: 'Tia Tutor' });
  const tutoringAdminOnBond = await signIn(auth, BOND, 'tutor@example.com', { signUp: false });
  await setMembership(db, admin.id, 'bond', { roles: ['admin'], scopes: ['internal'] });
  await setMembership(db, tutoringAdmin.id, 'tutoring', { roles: ['admin'], scopes: ['internal'] });
  Object.assign(on, {
    admin: admin.browser,
    member: member.browser,
    tutoringAdmin: tutoringAdmin.browser,
    tutoringAdminOnBond: tutoringAdminOnBond.browser,
  });
  Object.assign(ids, {
    admin: admin.id,
    member: member.id,
    tutoringAdmin: tutoringAdmin.id,
    bondBond: await insertListing('bond', admin.id, 'Green bond 2031', '12.50', 'EUR'),
    bondTram: await insertListing('bond', admin.id, 'Tram bond', '100.00', 'EUR'),
    tutoringLesson: await insertListing('tutoring', tutoringAdmin.id, 'Algebra lesson', '80.00', 'PLN'),
  });
});

describe('placing an order (the checkout entry point)', () => {
  it('numbers orders per site from 1001 and computes the total from the listing prices', async () => {
    const first = await createOrder(
      db,
      'bond',
      orderOf(ids.member, [
        { listingId: ids.bondBond, quantity: 2 },
        { listingId: ids.bondTram, quantity: 1 },
      ]),
    );
    const second = await createOrder(
      db,
      'bond',
      orderOf(ids.member, [{ listingId: ids.bondTram, quantity: 1 }]),
    );
    const tutoring = await createOrder(
      db,
      'tutoring',
      orderOf(ids.tutoringAdmin, [{ listingId: ids.tutoringLesson, quantity: 1 }]),
    );
    expect([first.number, second.number, tutoring.number]).toEqual([1001, 1002, 1001]);
    const order = await findOrder(db, 'bond', first.id);
    expect(order).toMatchObject({ total: '125.00', currency: 'EUR', status: 'pending' });
    expect(order?.lines.map((line) => [line.productName, line.quantity, line.unitPrice])).toEqual([
      ['Green bond 2031', 2, '12.50'],
      ['Tram bond', 1, '100.00'],
    ]);
  });

  it('gives orders placed at the same time different numbers', async () => {
    const placed = await Promise.all(
      Array.from({ length: 5 }, () =>
        createOrder(db, 'bond', orderOf(ids.member, [{ listingId: ids.bondBond, quantity: 1 }])),
      ),
    );
    expect(new Set(placed.map((order) => order.number)).size).toBe(5);
  });

  it("refuses another site's listing, an empty order and a silly quantity", async () => {
    const before = (await orderFigures(db, 'bond')).orders;
    await expect(
      createOrder(db, 'bond', orderOf(ids.member, [{ listingId: ids.tutoringLesson, quantity: 1 }])),
    ).rejects.toBeInstanceOf(OrderLinesInvalid);
    await expect(createOrder(db, 'bond', orderOf(ids.member, []))).rejects.toBeInstanceOf(OrderLinesInvalid);
    await expect(
      createOrder(db, 'bond', orderOf(ids.member, [{ listingId: ids.bondBond, quantity: 0 }])),
    ).rejects.toBeInstanceOf(OrderLinesInvalid);
    expect((await orderFigures(db, 'bond')).orders).toBe(before);
  });
});

describe('moving an order', () => {
  let orderId = '';
  beforeAll(async () => {
    orderId = (await createOrder(db, 'bond', orderOf(ids.member, [{ listingId: ids.bondTram, quantity: 1 }])))
      .id;
  });

  it.each([
    ['signed out', () => visitor(), 'unauthenticated'],
    ['a member without Shop.manage', () => on.member, 'forbidden'],
    ["another site's admin, signed in here", () => on.tutoringAdminOnBond, 'forbidden'],
  ] as const)('refuses %s', async (_who, browser, error) => {
    expect(await as(browser(), () => moveOrderAction(orderId, 'paid'))).toEqual({ ok: false, error });
    expect(await statusOf(orderId)).toBe('pending');
  });

  it("does not find this site's order from another site's admin", async () => {
    requestFrom(on.tutoringAdmin, TUTORING);
    expect(await moveOrderAction(orderId, 'paid')).toEqual({ ok: false, error: 'notFound' });
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('moves along the state machine and records the timeline', async () => {
    expect(await as(on.admin, () => moveOrderAction(orderId, 'shipped'))).toEqual({
      ok: false,
      error: 'refused',
    });
    expect(await as(on.admin, () => moveOrderAction(orderId, 'paid'))).toEqual({ ok: true });
    expect(await as(on.admin, () => moveOrderAction(orderId, 'shipped'))).toEqual({ ok: true });
    expect(await as(on.admin, () => moveOrderAction(orderId, 'cancelled'))).toEqual({
      ok: false,
      error: 'refused',
    });
    expect(await as(on.admin, () => moveOrderAction(orderId, 'bogus'))).toEqual({
      ok: false,
      error: 'invalid',
    });
    const order = await findOrder(db, 'bond', orderId);
    expect(order?.status).toBe('shipped');
    expect(order?.timeline.map((entry) => [entry.status, entry.actorName])).toEqual([
      ['pending', null],
      ['paid', 'Ada Admin'],
      ['shipped', 'Ada Admin'],
    ]);
  });

  it('lists, searches and counts orders of the site only', async () => {
    const all = await listOrders(db, 'bond', DEFAULT_ORDER_LIST_QUERY);
    expect(all.orders.every((order) => order.currency === 'EUR')).toBe(true);
    const shipped = await listOrders(db, 'bond', { ...DEFAULT_ORDER_LIST_QUERY, status: 'shipped' });
    expect(shipped.orders.map((order) => order.id)).toEqual([orderId]);
    const byNumber = await listOrders(db, 'bond', { ...DEFAULT_ORDER_LIST_QUERY, q: '#1001' });
    expect(byNumber.orders.map((order) => order.number)).toEqual([1001]);
    expect(await findOrder(db, 'tutoring', orderId)).toBeNull();
    const figures = await orderFigures(db, 'bond');
    expect(figures.revenue).toBe(100);
    expect(figures.orders).toBe(all.total);
  });

  it("shows the site's members as customers with what they ordered", async () => {
    const { customers } = await listCustomers(db, 'bond', DEFAULT_CUSTOMER_LIST_QUERY);
    const member = customers.find((customer) => customer.id === ids.member);
    expect(member).toMatchObject({ spent: 100 });
    expect(member?.orders).toBeGreaterThan(5);
    expect(customers.some((customer) => customer.id === ids.tutoringAdmin)).toBe(true); // a member of bond too
    expect(await findCustomer(db, 'tutoring', ids.member)).toBeNull();
  });
});

describe('referrals', () => {
  it('refuses whoever may not manage the shop, and a referrer who is no member here', async () => {
    const input = { referrerId: ids.member, email: 'friend@example.com', commission: '10' };
    expect(await as(visitor(), () => recordReferralAction(input))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await as(on.member, () => recordReferralAction(input))).toEqual({ ok: false, error: 'forbidden' });
    requestFrom(on.tutoringAdmin, TUTORING);
    expect(await recordReferralAction(input)).toEqual({ ok: false, error: 'invalid' });
    expect(await as(on.admin, () => recordReferralAction({ ...input, email: 'not an e-mail' }))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await db.select().from(referral)).toEqual([]);
  });

  it('records a referral and shows a referred member as joined', async () => {
    expect(
      await as(on.admin, () =>
        recordReferralAction({ referrerId: ids.member, email: 'friend@example.com', commission: '10,5' }),
      ),
    ).toEqual({ ok: true });
    expect(
      await as(on.admin, () =>
        recordReferralAction({ referrerId: ids.member, email: 'ADMIN@example.com', commission: '0' }),
      ),
    ).toEqual({ ok: true });
    const rows = await listReferrals(db, 'bond');
    expect(rows.map((row) => [row.referredEmail, row.status, row.commission, row.referredName])).toEqual([
      ['admin@example.com', 'joined', '0.00', 'Ada Admin'],
      ['friend@example.com', 'pending', '10.50', null],
    ]);
    expect(await listReferrals(db, 'tutoring')).toEqual([]);
  });
});

describe('shop settings', () => {
  const valid: ShopSettings = {
    store: { name: 'Bond shop', email: 'shop@example.com', phone: '+43 1 234 56', address: 'Ring 1, Vienna' },
    payments: { methods: ['card', 'paypal'] },
    checkout: { guestCheckout: true, termsRequired: false },
    shipping: { zones: [{ name: 'Austria', rate: '4.90' }] },
    notifications: { newOrder: true, orderCancelled: false, newReview: true },
  };

  it('starts from the defaults', async () => {
    expect(await loadShopSettings(db, 'bond')).toEqual(defaultShopSettings(getSite('bond').appName));
  });

  it('refuses invalid settings and whoever may not manage the shop', async () => {
    expect(
      await as(on.admin, () =>
        saveShopSettingsAction({ ...valid, store: { ...valid.store, email: 'nope' } }),
      ),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(await as(on.admin, () => saveShopSettingsAction({ ...valid, payments: { methods: [] } }))).toEqual(
      { ok: false, error: 'invalid' },
    );
    expect(
      await as(on.admin, () =>
        saveShopSettingsAction({ ...valid, shipping: { zones: [{ name: 'X', rate: '-1' }] } }),
      ),
    ).toEqual({ ok: false, error: 'invalid' });
    expect(await as(on.member, () => saveShopSettingsAction(valid))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await as(visitor(), () => saveShopSettingsAction(valid))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await db.select().from(shopSettings)).toEqual([]);
  });

  it("saves the site's settings, and only that site's", async () => {
    expect(await as(on.admin, () => saveShopSettingsAction(valid))).toEqual({ ok: true });
    expect(await loadShopSettings(db, 'bond')).toEqual(valid);
    expect((await loadShopSettings(db, 'tutoring')).store.name).not.toBe('Bond shop');
  });
});
