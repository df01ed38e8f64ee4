/**
 * The shop catalog as requests run it (docs/apps.md, E-commerce): the site from the Host header,
 * people from real better-auth sessions, rows in PostgreSQL. Only Next's request context is stubbed
 * (./next-request.ts).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { listingCategory, review } from '@/lib/db/schema-shop';
import { saveListingAction } from '@/lib/listings/actions';
import { offerJsonLd } from '@/lib/offers/offer-seo';
import {
  deleteCategoryAction,
  deleteReviewAction,
  moderateReviewAction,
  saveCategoryAction,
  setProductsCategoryAction,
  setProductsStatusAction,
} from '@/lib/shop/catalog/actions';
import { listCategories } from '@/lib/shop/catalog/categories';
import { submitReview } from '@/lib/shop/catalog/review-action';
import { approvedReviewSummary } from '@/lib/shop/catalog/reviews';
import { getSite } from '@/sites';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom, updatedTags } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<
  'admin' | 'member' | 'tutoringAdmin' | 'tutoringAdminOnBond' | 'visitor',
  TestBrowser
>;
const ids = { member: '', offer: '', draft: '', tutoringOffer: '' };

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

const category = (name: string, slug = '', description = '') => ({ name, slug, description });
const aReview = (overrides: Record<string, unknown> = {}) => ({
  listingId: ids.offer,
  name: 'Grace Hopper',
  rating: '5',
  title: 'Clear and punctual',
  body: 'The coupon arrived on the day, and the prospectus was easy to read.',
  website: '',
  ...overrides,
});

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const admin = await signIn(auth, BOND, 'shop-admin@example.com', { name: 'Ada Admin' });
  const member = await signIn(auth, BOND, 'shop-member@example.com', { name: 'Mia Member' });
  const tutoringAdmin = await signIn(auth, TUTORING, 'shop-tutor@example.com', { name: 'Tia Tutor' });
  const tutoringAdminOnBond = await signIn(auth, BOND, 'shop-tutor@example.com', { signUp: false });
  await setMembership(db, admin.id, 'bond', { roles: ['admin'], scopes: ['internal'] });
  await setMembership(db, tutoringAdmin.id, 'tutoring', { roles: ['admin'], scopes: ['internal'] });
  Object.assign(on, {
    admin: admin.browser,
    member: member.browser,
    tutoringAdmin: tutoringAdmin.browser,
    tutoringAdminOnBond: tutoringAdminOnBond.browser,
    visitor: new TestBrowser(auth, BOND),
  });
  ids.member = member.id;
  const saved = await as(on.member, () => saveListingAction(null, bondListingForm()));
  const draft = await as(on.member, () =>
    saveListingAction(null, bondListingForm({ productName: 'Draft bond', publish: false })),
  );
  if (!saved.ok || !draft.ok) throw new Error('listings not saved');
  ids.offer = saved.id;
  ids.draft = draft.id;
  ids.tutoringOffer = 'tutoring-offer-1';
  await db.insert(listing).values({
    id: ids.tutoringOffer,
    siteId: 'tutoring',
    ownerId: await insertPerson(db, 'Tutor'),
    productName: 'Algebra lessons',
    description: 'Weekly algebra lessons for secondary school.',
    price: '30.00',
    currency: 'EUR',
    status: 'published',
  });
});

describe('categories', () => {
  it('a site admin creates a category, its slug made from the name, and renames it', async () => {
    const created = await as(on.admin, () =>
      saveCategoryAction(null, category('Green bonds', '', 'Tram and rail')),
    );
    expect(created).toEqual({ ok: true, id: expect.any(String) });
    const renamed = await as(on.admin, () =>
      saveCategoryAction((created as { id: string }).id, category('Green & social bonds', 'green')),
    );
    expect(renamed.ok).toBe(true);
    expect(await listCategories(db, 'bond')).toEqual([
      expect.objectContaining({
        name: 'Green & social bonds',
        slug: 'green',
        description: '',
        productCount: 0,
      }),
    ]);
  });

  it('refuses a slug another category of the site has, and invalid input', async () => {
    await as(on.admin, () => saveCategoryAction(null, category('Municipal', 'municipal')));
    expect(
      await as(on.admin, () => saveCategoryAction(null, category('Municipal bonds', 'municipal'))),
    ).toEqual({
      ok: false,
      error: 'slugTaken',
      fieldErrors: { slug: 'slugTaken' },
    });
    expect(await as(on.admin, () => saveCategoryAction(null, category('M')))).toMatchObject({
      ok: false,
      error: 'invalid',
      fieldErrors: { name: 'nameTooShort' },
    });
    expect(await as(on.admin, () => saveCategoryAction(null, category('سندات', '')))).toMatchObject({
      ok: false,
      fieldErrors: { slug: 'slugInvalid' },
    });
    expect(
      await as(on.admin, () => saveCategoryAction(null, category('Bad slug', 'Not A Slug!'))),
    ).toMatchObject({
      ok: false,
      fieldErrors: { slug: 'slugInvalid' },
    });
    // The same slug on another site is fine: slugs are unique per site.
    expect(
      (await as(on.tutoringAdmin, () => saveCategoryAction(null, category('Municipal', 'municipal')))).ok,
    ).toBe(true);
  });

  it('refuses a member without the Shop ability, a visitor, and a session of another site', async () => {
    const [bondCategory] = await listCategories(db, 'bond');
    expect(await as(on.member, () => saveCategoryAction(null, category('Mine')))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await as(on.visitor, () => saveCategoryAction(null, category('Mine')))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    // The tutoring admin's cookies replayed on bond: not a session here.
    expect(await as(on.tutoringAdmin, () => deleteCategoryAction(bondCategory!.id), BOND)).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    // Signed in on bond, the tutoring admin is a plain member there.
    expect(await as(on.tutoringAdminOnBond, () => deleteCategoryAction(bondCategory!.id))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    // On their own site, bond's category is not theirs to see.
    expect(await as(on.tutoringAdmin, () => deleteCategoryAction(bondCategory!.id))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(
      await as(on.tutoringAdmin, () => saveCategoryAction(bondCategory!.id, category('Taken over'))),
    ).toEqual({ ok: false, error: 'notFound' });
    expect((await listCategories(db, 'bond')).map((row) => row.name)).toContain(bondCategory!.name);
  });

  it('assigns products of the site to a category, counts them, and deleting it leaves them uncategorised', async () => {
    const created = await as(on.admin, () => saveCategoryAction(null, category('Short term', 'short-term')));
    const categoryId = (created as { id: string }).id;
    expect(await as(on.admin, () => setProductsCategoryAction([ids.offer, ids.draft], categoryId))).toEqual({
      ok: true,
    });
    expect((await listCategories(db, 'bond')).find((row) => row.id === categoryId)?.productCount).toBe(2);
    expect(await as(on.member, () => setProductsCategoryAction([ids.offer], null))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    // Another site's listing, or another site's category: nothing changes.
    expect(await as(on.admin, () => setProductsCategoryAction([ids.offer, ids.tutoringOffer], null))).toEqual(
      {
        ok: false,
        error: 'notFound',
      },
    );
    const [tutoringCategory] = await listCategories(db, 'tutoring');
    expect(await as(on.admin, () => setProductsCategoryAction([ids.offer], tutoringCategory!.id))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.admin, () => setProductsCategoryAction([], categoryId))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await as(on.admin, () => deleteCategoryAction(categoryId))).toEqual({ ok: true });
    expect(await db.select().from(listingCategory).where(eq(listingCategory.categoryId, categoryId))).toEqual(
      [],
    );
    expect(await db.select({ id: listing.id }).from(listing).where(eq(listing.id, ids.draft))).toHaveLength(
      1,
    );
  });
});

describe('products', () => {
  it('the shop admin publishes and unpublishes any product of the site, and the offer page is refreshed', async () => {
    updatedTags.length = 0;
    expect(await as(on.admin, () => setProductsStatusAction([ids.draft], 'published'))).toEqual({ ok: true });
    expect(updatedTags).toContain(`listing:${ids.draft}`);
    expect(await as(on.admin, () => setProductsStatusAction([ids.draft], 'draft'))).toEqual({ ok: true });
    const [row] = await db.select({ status: listing.status }).from(listing).where(eq(listing.id, ids.draft));
    expect(row?.status).toBe('draft');
  });

  it('refuses members, visitors and other sites’ products', async () => {
    expect(await as(on.member, () => setProductsStatusAction([ids.offer], 'draft'))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await as(on.visitor, () => setProductsStatusAction([ids.offer], 'draft'))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await as(on.admin, () => setProductsStatusAction([ids.tutoringOffer], 'draft'))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.admin, () => setProductsStatusAction([ids.offer], 'archived' as 'draft'))).toEqual({
      ok: false,
      error: 'invalid',
    });
  });
});

describe('reviews', () => {
  it('a visitor reviews a published offer; it waits for moderation', async () => {
    expect(await as(on.visitor, () => submitReview(aReview()))).toEqual({ ok: true });
    const [stored] = await db.select().from(review).where(eq(review.listingId, ids.offer));
    expect(stored).toMatchObject({
      siteId: 'bond',
      authorId: null,
      authorName: 'Grace Hopper',
      rating: 5,
      status: 'pending',
    });
    expect((await approvedReviewSummary(db, 'bond', ids.offer)).count).toBe(0);
  });

  it('needs a name from visitors, not from members (their account name is used)', async () => {
    expect(await as(new TestBrowser(auth, BOND), () => submitReview(aReview({ name: '' })))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { name: 'nameRequired' },
    });
    expect(await as(on.member, () => submitReview(aReview({ name: '', rating: '3' })))).toEqual({ ok: true });
    const rows = await db.select().from(review).where(eq(review.authorId, ids.member));
    expect(rows).toEqual([expect.objectContaining({ authorName: 'Mia Member', rating: 3 })]);
  });

  it('refuses a draft offer, another site’s offer, an unknown id and invalid input', async () => {
    const browser = () => new TestBrowser(auth, BOND);
    expect(await as(browser(), () => submitReview(aReview({ listingId: ids.draft })))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(browser(), () => submitReview(aReview({ listingId: ids.tutoringOffer })))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(browser(), () => submitReview(aReview({ listingId: '../etc' })))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(browser(), () => submitReview(aReview({ rating: '6', body: 'short' })))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { rating: 'ratingRequired', body: 'bodyTooShort' },
    });
    expect(await as(browser(), () => submitReview({ ...aReview(), rating: 5 }))).toMatchObject({ ok: false });
  });

  it('throttles one address', async () => {
    const browser = new TestBrowser(auth, BOND);
    const results = [];
    for (let attempt = 0; attempt < 6; attempt++)
      results.push(await as(browser, () => submitReview(aReview())));
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toEqual({ ok: false, error: 'tooMany' });
  });

  it('only the site’s shop admin moderates; approving refreshes the offer page and its JSON-LD', async () => {
    const [pending] = await db.select().from(review).where(eq(review.authorName, 'Grace Hopper')).limit(1);
    const id = pending!.id;
    expect(await as(on.member, () => moderateReviewAction(id, 'approved'))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await as(on.visitor, () => moderateReviewAction(id, 'approved'))).toEqual({
      ok: false,
      error: 'unauthenticated',
    });
    expect(await as(on.tutoringAdmin, () => moderateReviewAction(id, 'approved'))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.admin, () => moderateReviewAction(id, 'pending' as 'approved'))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect((await db.select().from(review).where(eq(review.id, id)))[0]?.status).toBe('pending');

    updatedTags.length = 0;
    expect(await as(on.admin, () => moderateReviewAction(id, 'approved'))).toEqual({ ok: true });
    expect(updatedTags).toEqual([`listing:${ids.offer}`]);
    const memberReview = (await db.select().from(review).where(eq(review.authorId, ids.member)))[0]!;
    expect(await as(on.admin, () => moderateReviewAction(memberReview.id, 'approved'))).toEqual({ ok: true });

    const summary = await approvedReviewSummary(db, 'bond', ids.offer);
    expect(summary).toMatchObject({ count: 2, average: 4 });
    const offer = {
      id: ids.offer,
      productName: 'Green municipal bond 2031',
      description: 'A bond.',
      price: '1000.00',
      currency: 'EUR',
      pricing: 'fixed' as const,
      duration: '',
      location: '',
      ownerName: 'Mia Member',
      ownerId: ids.member,
      publishedAt: null,
      images: [],
      demo: false,
    };
    expect(offerJsonLd(getSite('bond'), 'en', offer, summary)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 2 },
      review: expect.arrayContaining([
        expect.objectContaining({
          '@type': 'Review',
          reviewRating: expect.objectContaining({ ratingValue: 5 }),
        }),
      ]),
    });
    expect(offerJsonLd(getSite('bond'), 'en', offer)).not.toHaveProperty('aggregateRating');

    expect(await as(on.admin, () => moderateReviewAction(id, 'rejected'))).toEqual({ ok: true });
    expect((await approvedReviewSummary(db, 'bond', ids.offer)).count).toBe(1);
  });

  it('deletes a review for the shop admin only', async () => {
    const [row] = await db.select().from(review).limit(1);
    expect(await as(on.member, () => deleteReviewAction(row!.id))).toEqual({ ok: false, error: 'forbidden' });
    expect(await as(on.tutoringAdmin, () => deleteReviewAction(row!.id))).toEqual({
      ok: false,
      error: 'notFound',
    });
    updatedTags.length = 0;
    expect(await as(on.admin, () => deleteReviewAction(row!.id))).toEqual({ ok: true });
    expect(updatedTags).toEqual([`listing:${row!.listingId}`]);
    expect(await db.select().from(review).where(eq(review.id, row!.id))).toEqual([]);
  });
});
