/**
 * The template pages' server actions (docs/templates.md) as a request runs them: the site from the
 * Host header, the member from a real better-auth session, rows in PostgreSQL. Only Next's request
 * context and next-intl's server entry are stubbed (./next-request.ts, ./next-intl-server.ts). The
 * public forms reach the admins of the host's site only; the members' actions refuse a visitor,
 * another site's offers and a session replayed to another host, and change nothing when they do.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { listing, media, message, shopOrder } from '@/lib/db/schema';
import { submitPlanRequest } from '@/lib/front-pages/plan-request-action';
import { initialPlanRequestState } from '@/lib/front-pages/plan-request-types';
import { newId } from '@/lib/ids';
import { saveListingAction } from '@/lib/listings/actions';
import { requestLaunchNotice } from '@/lib/templates/coming-soon-action';
import { INITIAL_NOTIFY_STATE } from '@/lib/templates/coming-soon-schema';
import { submitLayoutFormAction, submitRegistrationAction } from '@/lib/templates/forms/actions';
import { placeCheckoutOrderAction } from '@/lib/wizards/checkout-action';
import { emptyCheckout, type CheckoutValues } from '@/lib/wizards/checkout-schema';
import { confirmDealAction } from '@/lib/wizards/create-deal-action';
import type { CreateDealValues } from '@/lib/wizards/create-deal-schema';
import { savePropertyListingAction } from '@/lib/wizards/property-listing-action';
import type { PropertyListingValues } from '@/lib/wizards/property-listing-schema';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm } from './test-helpers';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));
vi.mock('next-intl/server', () => import('./next-intl-server'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const ESTATE = 'http://real-estate.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<
  'bondAdmin' | 'member' | 'tutoringAdmin' | 'estateOwner' | 'estateViewer',
  TestBrowser
>;
const ids = {
  bondAdmin: '',
  member: '',
  tutoringAdmin: '',
  estateOwner: '',
  bondOffer: '',
  tutoringOffer: '',
};
const visitor = (origin = BOND) => new TestBrowser(auth, origin);

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function counts() {
  const result = await db.execute<{ listings: number; messages: number; orders: number }>(
    sql`SELECT (SELECT count(*) FROM listing)::int AS listings, (SELECT count(*) FROM message)::int AS messages,
        (SELECT count(*) FROM shop_order)::int AS orders`,
  );
  return result.rows[0]!;
}

const messagesTo = (recipientId: string) =>
  db
    .select({ siteId: message.siteId, body: message.body })
    .from(message)
    .where(eq(message.recipientId, recipientId));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const bondAdmin = await signIn(auth, BOND, 'bond-admin@example.com');
  const member = await signIn(auth, BOND, 'member@example.com');
  const tutoringAdmin = await signIn(auth, TUTORING, 'tutoring-admin@example.com');
  const estateOwner = await signIn(auth, ESTATE, 'estate-owner@example.com');
  const estateViewer = await signIn(auth, ESTATE, 'estate-viewer@example.com');
  await setMembership(db, bondAdmin.id, 'bond', { roles: ['admin'], scopes: ['internal'] });
  await setMembership(db, tutoringAdmin.id, 'tutoring', { roles: ['admin'], scopes: ['internal'] });
  await setMembership(db, estateViewer.id, 'real-estate', { roles: ['member'], scopes: [] });
  Object.assign(on, {
    bondAdmin: bondAdmin.browser,
    member: member.browser,
    tutoringAdmin: tutoringAdmin.browser,
    estateOwner: estateOwner.browser,
    estateViewer: estateViewer.browser,
  });
  Object.assign(ids, {
    bondAdmin: bondAdmin.id,
    member: member.id,
    tutoringAdmin: tutoringAdmin.id,
    estateOwner: estateOwner.id,
  });
  const bondOffer = await as(on.bondAdmin, () => saveListingAction(null, bondListingForm()));
  const tutoringOffer = await as(on.tutoringAdmin, () =>
    saveListingAction(null, bondListingForm({ productName: 'Algebra lessons, twice a week' })),
  );
  if (!bondOffer.ok || !tutoringOffer.ok) throw new Error('the admins could not publish');
  Object.assign(ids, { bondOffer: bondOffer.id, tutoringOffer: tutoringOffer.id });
});

describe('public forms: the plan request and the coming-soon notice', () => {
  const planRequest = (overrides: Record<string, string> = {}) =>
    submitPlanRequest(
      initialPlanRequestState(),
      form({
        plan: 'pro',
        billing: 'yearly',
        name: 'Petra Planner',
        email: 'petra@example.com',
        company: 'Planner & Co',
        note: 'Ten seats, please.',
        website: '',
        ...overrides,
      }),
    );
  const notice = (overrides: Record<string, string> = {}) =>
    requestLaunchNotice(
      INITIAL_NOTIFY_STATE,
      form({ email: 'early@example.com', locale: 'de', website: '', ...overrides }),
    );

  it("reach the admins of the host's site, and no other site's", async () => {
    expect(await as(visitor(), () => planRequest())).toMatchObject({ status: 'sent' });
    expect(await as(visitor(), () => notice())).toMatchObject({ status: 'sent' });
    const received = await messagesTo(ids.bondAdmin);
    expect(received.map((row) => row.siteId)).toEqual(['bond', 'bond']);
    expect(received.map((row) => row.body).join('\n')).toContain('Ten seats, please.');
    expect(await messagesTo(ids.tutoringAdmin)).toEqual([]);
  });

  it.each([
    ['an invalid plan request', () => planRequest({ plan: 'platinum', email: 'not-an-address' })],
    ['a plan request with the honeypot filled', () => planRequest({ website: 'https://spam.example' })],
    ['an invalid notice', () => notice({ email: 'nobody@' })],
    ['a notice with the honeypot filled', () => notice({ website: 'https://spam.example' })],
  ] as [string, () => Promise<unknown>][])('store nothing for %s', async (_what, send) => {
    const before = await counts();
    await as(visitor(), send);
    expect(await counts()).toEqual(before);
  });
});

describe('the checkout wizard', () => {
  const order = (listingId: string): CheckoutValues => ({
    ...emptyCheckout([{ listingId, quantity: '2' }]),
    address: {
      fullName: 'Ann Kowalska',
      street: 'ul. Długa 14/3',
      postalCode: '80-827',
      city: 'Gdańsk',
      country: 'Poland',
      phone: '+48 600 100 200',
    },
    delivery: { method: 'express', payment: 'bankTransfer' },
    confirm: { understood: true },
  });

  it("places a pending order of the host's shop for the signed-in member", async () => {
    const result = await as(on.member, () => placeCheckoutOrderAction(order(ids.bondOffer)));
    expect(result).toMatchObject({ ok: true, order: { total: '2000.00', currency: 'EUR' } });
    const [placed] = await db.select().from(shopOrder).where(eq(shopOrder.customerId, ids.member));
    expect(placed).toMatchObject({ siteId: 'bond', status: 'pending', customerEmail: 'member@example.com' });
  });

  it.each([
    ['signed out', () => visitor(), () => ids.bondOffer, undefined, 'unauthenticated'],
    [
      "a session replayed to another site's host",
      () => on.member,
      () => ids.bondOffer,
      TUTORING,
      'unauthenticated',
    ],
    ["another site's offer", () => on.member, () => ids.tutoringOffer, undefined, 'unavailable'],
  ] as const)('refuses an order %s and stores nothing', async (_who, who, offer, origin, error) => {
    const before = await counts();
    expect(await as(who(), () => placeCheckoutOrderAction(order(offer())), origin)).toMatchObject({
      ok: false,
      error,
    });
    expect(await counts()).toEqual(before);
  });
});

describe('the create-deal wizard', () => {
  const deal = (offerId: string): CreateDealValues => ({
    type: { kind: 'percentage', amount: '15' },
    details: {
      title: 'Spring deal',
      code: 'spring-15',
      description: '',
      offerIds: [offerId],
      startsOn: '2026-03-01',
      endsOn: '2026-03-31',
    },
    usage: { audience: 'newMembers', maxUses: '100', minimumOrder: '', onePerMember: true },
    review: { confirmed: true },
  });

  it("confirms a deal on the host's own offers", async () => {
    expect(await as(on.member, () => confirmDealAction(deal(ids.bondOffer)))).toEqual({
      ok: true,
      deal: { title: 'Spring deal', code: 'SPRING-15', offerCount: 1 },
    });
  });

  it.each([
    ['signed out', () => visitor(), () => ids.bondOffer, undefined, 'unauthenticated'],
    [
      "a session replayed to another site's host",
      () => on.member,
      () => ids.bondOffer,
      TUTORING,
      'unauthenticated',
    ],
    ["another site's offer", () => on.member, () => ids.tutoringOffer, undefined, 'unavailable'],
  ] as const)('refuses a deal %s', async (_who, who, offer, origin, error) => {
    expect(await as(who(), () => confirmDealAction(deal(offer())), origin)).toMatchObject({
      ok: false,
      error,
    });
  });
});

describe('the property-listing wizard', () => {
  const photo = async (ownerId: string, siteId = 'real-estate') => {
    const id = newId();
    await db.insert(media).values({
      id,
      siteId,
      ownerId,
      width: 10,
      height: 10,
      fullKey: `${siteId}/f/${id}`,
      cardKey: `${siteId}/c/${id}`,
      thumbKey: `${siteId}/t/${id}`,
    });
    return id;
  };
  const property = (mediaId: string): PropertyListingValues => ({
    details: {
      productName: 'Bright flat in Mokotów',
      description: 'Two rooms, balcony, fourth floor with a lift.',
    },
    photos: { images: [{ mediaId, alt: 'Living room' }] },
    terms: { price: '3200', pricing: 'per_month', duration: '12 months' },
    location: { location: 'Mokotów, Warsaw' },
    review: { publish: true },
  });

  it('publishes the listing of a member with scope internal on the real-estate site', async () => {
    const result = await as(on.estateOwner, async () =>
      savePropertyListingAction(property(await photo(ids.estateOwner))),
    );
    expect(result).toMatchObject({ ok: true });
    const [stored] = await db
      .select({ siteId: listing.siteId, ownerId: listing.ownerId, status: listing.status })
      .from(listing)
      .where(eq(listing.id, (result as { id: string }).id));
    expect(stored).toEqual({ siteId: 'real-estate', ownerId: ids.estateOwner, status: 'published' });
  });

  it.each([
    ['signed out', () => visitor(ESTATE), undefined, 'unauthenticated'],
    ['without scope internal', () => on.estateViewer, undefined, 'forbidden'],
    ['on a site whose offers are not properties', () => on.bondAdmin, undefined, 'notPropertySite'],
    ["with a session replayed to another site's host", () => on.estateOwner, BOND, 'notPropertySite'],
  ] as const)('refuses a listing %s and stores nothing', async (_who, who, origin, error) => {
    const mediaId = await photo(ids.estateOwner);
    const before = await counts();
    expect(await as(who(), () => savePropertyListingAction(property(mediaId)), origin)).toMatchObject({
      ok: false,
      error,
    });
    expect(await counts()).toEqual(before);
  });
});

describe("the forms gallery's round trip", () => {
  const contact = { fullName: 'Ann Kowalska', email: 'ann@example.com', message: 'A message long enough.' };

  it('answers a signed-in member, and refuses a visitor and a replayed session', async () => {
    expect(await as(on.member, () => submitLayoutFormAction('contact', contact))).toEqual({ ok: true });
    expect(await as(visitor(), () => submitLayoutFormAction('contact', contact))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await as(on.member, () => submitLayoutFormAction('contact', contact), TUTORING)).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await as(visitor(), () => submitRegistrationAction({}))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
  });

  it('refuses a form kind it does not know, even one inherited from Object', async () => {
    for (const kind of ['payment', 'toString', '__proto__'])
      expect(await as(on.member, () => submitLayoutFormAction(kind as never, contact))).toEqual({
        ok: false,
        error: 'invalid',
      });
  });
});
