/**
 * The server actions as a request runs them: the site from the Host header, the viewer from a
 * real better-auth session cookie, roles and scopes from the membership, rows in PostgreSQL. Only
 * Next's request context is stubbed (./next-request.ts). Whoever may not act is refused and nothing
 * changes: signed out, without scope `internal`, not the owner, or on another site.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import { sendContactMessage } from '@/lib/contact/contact-action';
import type { Database } from '@/lib/db/client';
import { listing, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { deleteListingAction, saveListingAction, setListingStatusAction } from '@/lib/listings/actions';
import { deleteConversationAction, replyAction } from '@/lib/messages/actions';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom, updatedTags } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm } from './test-helpers';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
/** Signed in on bond unless the name says otherwise; the owner publishes the listing below. */
const on = {} as Record<'owner' | 'other' | 'viewer' | 'admin' | 'ownerOnTutoring', TestBrowser>;
const ids = { other: '', viewer: '', listing: '', draft: '' };
const visitor = (origin = BOND) => new TestBrowser(auth, origin);

/** Runs an action as a request from `browser` (on `origin`, to replay its cookies elsewhere). */
function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function counts() {
  const result = await db.execute<{ listings: number; messages: number }>(
    sql`SELECT (SELECT count(*) FROM listing)::int AS listings, (SELECT count(*) FROM message)::int AS messages`,
  );
  return result.rows[0]!;
}

async function storedListing(id: string) {
  const [row] = await db
    .select({ productName: listing.productName, status: listing.status })
    .from(listing)
    .where(eq(listing.id, id));
  return row;
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const owner = await signIn(auth, BOND, 'owner@example.com');
  const other = await signIn(auth, BOND, 'other@example.com');
  const viewer = await signIn(auth, BOND, 'viewer@example.com');
  const admin = await signIn(auth, BOND, 'admin@example.com');
  await setMembership(db, viewer.id, 'bond', { roles: ['member'], scopes: [] });
  await setMembership(db, admin.id, 'bond', { roles: ['admin'], scopes: ['internal'] });
  const ownerOnTutoring = await signIn(auth, TUTORING, 'owner@example.com', { signUp: false });
  Object.assign(on, {
    owner: owner.browser,
    other: other.browser,
    viewer: viewer.browser,
    admin: admin.browser,
    ownerOnTutoring: ownerOnTutoring.browser,
  });
  Object.assign(ids, { other: other.id, viewer: viewer.id });
});

describe('listing actions', () => {
  beforeAll(async () => {
    const saved = await as(on.owner, () =>
      saveListingAction(null, bondListingForm({ productName: 'Tram bond' })),
    );
    const draft = await as(on.owner, () =>
      saveListingAction(null, bondListingForm({ productName: 'Draft bond', publish: false })),
    );
    if (!saved.ok || !draft.ok) throw new Error('the owner could not publish');
    Object.assign(ids, { listing: saved.id, draft: draft.id });
  });

  it('let a member with scope internal publish, and the owner or a site admin edit', async () => {
    expect(await storedListing(ids.listing)).toEqual({ productName: 'Tram bond', status: 'published' });
    expect(updatedTags).toContain(`listing:${ids.listing}`);
    const edit = (productName: string) => saveListingAction(ids.listing, bondListingForm({ productName }));
    expect(await as(on.owner, () => edit('Tram bond, edited'))).toEqual({ ok: true, id: ids.listing });
    expect(await as(on.admin, () => edit('Tram bond'))).toEqual({ ok: true, id: ids.listing });
    expect(await storedListing(ids.listing)).toEqual({ productName: 'Tram bond', status: 'published' });
  });

  const refusals = [
    ['signed out', () => visitor(), undefined, 'unauthenticated'],
    ['without scope internal', () => on.viewer, undefined, 'forbidden'],
    ['not the owner', () => on.other, undefined, 'forbidden'],
    ['the owner, signed in on another site', () => on.ownerOnTutoring, undefined, 'notFound'],
    ["the owner's session replayed to another site", () => on.owner, TUTORING, 'unauthenticated'],
  ] as const;

  it.each(refusals)('refuse an edit, a status change and a deletion %s', async (_who, who, origin, error) => {
    const before = await counts();
    const refused = { ok: false, error };
    const edit = () => saveListingAction(ids.listing, bondListingForm({ productName: 'Hijacked' }));
    expect(await as(who(), edit, origin)).toEqual(refused);
    expect(await as(who(), () => setListingStatusAction(ids.listing, 'draft'), origin)).toEqual(refused);
    expect(await as(who(), () => deleteListingAction(ids.listing), origin)).toEqual(refused);
    expect(await storedListing(ids.listing)).toEqual({ productName: 'Tram bond', status: 'published' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['signed out', () => visitor(), 'unauthenticated'],
    ['without scope internal', () => on.viewer, 'forbidden'],
  ] as const)('refuse a new listing %s and store nothing', async (_who, who, error) => {
    const before = await counts();
    expect(await as(who(), () => saveListingAction(null, bondListingForm()))).toEqual({ ok: false, error });
    expect(await counts()).toEqual(before);
  });
});

describe('contact form', () => {
  it("delivers a message about a published offer of the host's site to its owner", async () => {
    const before = await counts();
    const result = await as(visitor(), () =>
      sendContactMessage({
        name: 'Vera Visitor',
        email: 'vera@example.com',
        message: 'Is the coupon paid yearly?',
        website: '',
        listingId: ids.listing,
      }),
    );
    expect(result).toEqual({ ok: true });
    expect(await counts()).toEqual({ ...before, messages: before.messages + 1 });
  });

  it.each([
    ['a draft', () => ids.draft, BOND],
    ["another site's offer", () => ids.listing, TUTORING],
  ])('answers notFound for %s and stores nothing', async (_what, listingId, origin) => {
    const before = await counts();
    const message = { name: 'Vera', email: 'vera@example.com', message: 'Still available?', website: '' };
    const result = await as(visitor(origin), () =>
      sendContactMessage({ ...message, listingId: listingId() }),
    );
    expect(result).toEqual({ ok: false, error: 'notFound' });
    expect(await counts()).toEqual(before);
  });
});

describe('inbox actions', () => {
  const conversation = () => `u:${ids.other}`;

  beforeAll(async () => {
    // The other member writes to the owner through the offer's contact form, signed in, and to the
    // viewer too (stored directly: the viewer has no offer), so that only the scope stops a reply.
    await db.insert(message).values({
      id: newId(),
      siteId: 'bond',
      recipientId: ids.viewer,
      senderId: ids.other,
      senderName: 'Other Member',
      senderEmail: 'other@example.com',
      body: 'Hello viewer',
    });
    const result = await as(on.other, () =>
      sendContactMessage({
        name: 'Other Member',
        email: 'other@example.com',
        message: 'Can we talk about the tram bond?',
        website: '',
        listingId: ids.listing,
      }),
    );
    if (!result.ok) throw new Error('the other member could not write');
  });

  it('let the member who was written to reply', async () => {
    const before = await counts();
    expect(await as(on.owner, () => replyAction(conversation(), 'Yes, call me.'))).toMatchObject({
      ok: true,
    });
    expect(await counts()).toEqual({ ...before, messages: before.messages + 1 });
  });

  it.each([
    ['signed out', () => visitor(), undefined, 'unauthenticated'],
    ['without scope internal, though written to', () => on.viewer, undefined, 'forbidden'],
    ['not a party to the conversation', () => on.admin, undefined, 'forbidden'],
    ['the recipient, signed in on another site', () => on.ownerOnTutoring, undefined, 'forbidden'],
    ["the recipient's session replayed to another site", () => on.owner, TUTORING, 'unauthenticated'],
  ] as const)('refuse a reply %s and store nothing', async (_who, who, origin, error) => {
    const before = await counts();
    expect(await as(who(), () => replyAction(conversation(), 'Hello'), origin)).toEqual({ ok: false, error });
    expect(await counts()).toEqual(before);
  });

  it('delete nothing of a conversation the member is not part of', async () => {
    const before = await counts();
    const result = await as(on.admin, () => deleteConversationAction(conversation()));
    expect(result).toEqual({ ok: false, error: 'notFound' });
    expect(await counts()).toEqual(before);
  });
});
