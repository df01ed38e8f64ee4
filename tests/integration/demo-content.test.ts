import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { callSession, listing, media, message, offerViewDay, user } from '@/lib/db/schema';
import { setupDatabase } from '@/lib/db/setup';
import { DEMO_CATALOGS } from '@/lib/demo/catalog';
import { DEMO_SCOPES, seedDemoContent } from '@/lib/demo/seed-demo-content';
import { listingScope } from '@/lib/listings/scope';
import { labelsOf } from '@/lib/mailbox/labels';
import { listMail, mailboxCounts } from '@/lib/mailbox/repository';
import { searchConfigFor } from '@/lib/listings/search-config';
import { conversationsFor, unreadCount } from '@/lib/messages/repository';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { DEFAULT_ORDER_LIST_QUERY } from '@/lib/shop/sales/list-params';
import { findOrder, listOrders } from '@/lib/shop/sales/orders';
import { listReferrals } from '@/lib/shop/sales/referrals';
import { SITE_IDS, SITES, type SiteId } from '@/sites';
import { freshDatabase } from './test-database';

// The demo content of the embedded default (lib/demo, docs/architecture.md §11), seeded the way the
// launcher does it: setupDatabase with SEED_DEMO_CONTENT on, into a fresh database.
const NOW = new Date('2026-05-20T10:00:00Z');
const DAY_MS = 86_400_000;
const ON = { SEED_DEMO_ACCOUNTS: false, SEED_DEMO_CONTENT: true };
let db: Database;
let storage: LocalDiskStorage;
let mediaRoot = '';
const log: string[] = [];

const setup = (env: typeof ON, target = db) =>
  setupDatabase(target, env, {
    auth: () => createAuth(target),
    log: (line) => log.push(line),
    demo: { storage, now: NOW },
  });

const demoListings = (scope: SiteId) =>
  db
    .select()
    .from(listing)
    .where(and(eq(listing.siteId, scope), eq(listing.demo, true), eq(listing.status, 'published')));

async function tableCounts(target = db) {
  const [listings] = await target.select({ n: count() }).from(listing);
  const [photos] = await target.select({ n: count() }).from(media);
  const [messages] = await target.select({ n: count() }).from(message);
  const [calls] = await target.select({ n: count() }).from(callSession);
  const [views] = await target.select({ n: count() }).from(offerViewDay);
  return {
    listings: listings!.n,
    photos: photos!.n,
    messages: messages!.n,
    calls: calls!.n,
    views: views!.n,
  };
}

const accountId = async (email: string) =>
  (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

beforeAll(async () => {
  ({ db } = await freshDatabase());
  mediaRoot = mkdtempSync(join(tmpdir(), 'multisite-demo-media-'));
  storage = new LocalDiskStorage(mediaRoot);
  await setup(ON);
}, 240_000);

afterAll(() => rmSync(mediaRoot, { recursive: true, force: true }));

describe('demo content on the embedded default', () => {
  it('gives every site with listings of its own 8–12 published demo offers, and says so in the log', async () => {
    expect([...DEMO_SCOPES].sort()).toEqual(SITE_IDS.filter((id) => id !== 'local').sort());
    for (const scope of DEMO_SCOPES) {
      const offers = await demoListings(scope);
      expect(offers.length, scope).toBeGreaterThanOrEqual(8);
      expect(offers.length, scope).toBeLessThanOrEqual(12);
      expect(
        log.some((line) => line.startsWith(`[demo] ${scope}: ${offers.length} offers`)),
        scope,
      ).toBe(true);
    }
    // The local site shows the real-estate listings and has none of its own.
    expect(await demoListings('local')).toHaveLength(0);
  });

  it("writes each site's offers in the site's default language and search configuration", async () => {
    // Which language's small words the texts are made of.
    const SMALL_WORDS = {
      en: ['the', 'and', 'with', 'for', 'your', 'of'],
      pl: ['i', 'w', 'z', 'na', 'dla', 'się', 'do'],
    };
    const languageOf = (text: string) => {
      const words = text.toLowerCase().split(/[^\p{L}]+/u);
      const score = (list: string[]) => words.filter((word) => list.includes(word)).length;
      return score(SMALL_WORDS.pl) > score(SMALL_WORDS.en) ? 'pl' : 'en';
    };
    for (const scope of DEMO_SCOPES) {
      const site = SITES[scope];
      expect(DEMO_CATALOGS[scope]!.language, scope).toBe(site.defaultLang);
      const offers = await demoListings(scope);
      const text = offers.map((offer) => `${offer.productName} ${offer.description}`).join(' ');
      expect(languageOf(text), scope).toBe(site.defaultLang);
      for (const offer of offers) {
        expect(offer.searchConfig).toBe(searchConfigFor(site.defaultLang));
        expect(offer.currency).toBe(site.currency);
        expect(offer.productName).not.toContain('{product}');
      }
    }
  });

  it('has them owned by the demo admins and members of the sites sharing the listings', async () => {
    for (const scope of DEMO_SCOPES) {
      const sharing = SITE_IDS.filter((id) => listingScope(SITES[id]) === scope);
      const owners = await db
        .selectDistinct({ email: user.email })
        .from(listing)
        .innerJoin(user, eq(user.id, listing.ownerId))
        .where(eq(listing.siteId, scope));
      const allowed = sharing.flatMap((id) => [`admin@${id}.test`, `member@${id}.test`]);
      expect(owners.map((owner) => owner.email).sort(), scope).toEqual(allowed.sort());
    }
  });

  it('publishes them over the last weeks with varied prices, pricing models and locations', async () => {
    for (const scope of DEMO_SCOPES) {
      const offers = await demoListings(scope);
      for (const offer of offers) {
        expect(offer.publishedAt!.getTime(), scope).toBeLessThan(NOW.getTime());
        expect(offer.publishedAt!.getTime(), scope).toBeGreaterThan(NOW.getTime() - 30 * DAY_MS);
        expect(offer.createdAt.getTime()).toBeLessThanOrEqual(offer.publishedAt!.getTime());
      }
      const spread = offers.map((offer) => offer.publishedAt!.getTime());
      expect(Math.max(...spread) - Math.min(...spread), scope).toBeGreaterThan(14 * DAY_MS);
      expect(new Set(offers.map((offer) => offer.pricing)).size, scope).toBeGreaterThanOrEqual(2);
      expect(new Set(offers.map((offer) => offer.price)).size, scope).toBeGreaterThanOrEqual(6);
      expect(new Set(offers.map((offer) => offer.location)).size, scope).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives each offer 1–3 photos with alt text, stored in all three sizes through the media pipeline', async () => {
    const rows = await db.select().from(media);
    const offers = await db
      .select({ id: listing.id, siteId: listing.siteId, ownerId: listing.ownerId, name: listing.productName })
      .from(listing);
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    const perOffer = new Map<string, number>();
    for (const row of rows) {
      const offer = byId.get(row.listingId!)!;
      expect(offer, 'every photo belongs to an offer').toBeDefined();
      expect(row.siteId).toBe(offer.siteId);
      expect(row.ownerId).toBe(offer.ownerId);
      expect(row.alt).toContain(offer.name);
      expect(row.bytes).toBeGreaterThan(0);
      perOffer.set(offer.id, (perOffer.get(offer.id) ?? 0) + 1);
    }
    for (const offer of offers) expect(perOffer.get(offer.id), offer.name).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perOffer.values())).toBe(3);

    // Every stored file of a sample of photos, one per site: WebP variants of the pipeline's sizes.
    const sample = DEMO_SCOPES.map((scope) => rows.find((row) => row.siteId === scope)!);
    for (const row of sample) {
      expect(row.fullKey.startsWith(`${row.siteId}/`)).toBe(true);
      const [full, card, thumb] = await Promise.all(
        [row.fullKey, row.cardKey, row.thumbKey].map(async (key) =>
          sharp((await storage.get(key))!.body).metadata(),
        ),
      );
      expect([full!.format, full!.width, full!.height]).toEqual(['webp', row.width, row.height]);
      expect(card!.width).toBeLessThanOrEqual(800);
      expect([thumb!.width, thumb!.height]).toEqual([320, 320]);
    }
  });

  it('adds conversations with unread messages, a call history and offer views for the demo accounts', async () => {
    for (const scope of DEMO_SCOPES) {
      const admin = await accountId(`admin@${scope}.test`);
      const member = await accountId(`member@${scope}.test`);
      expect(await unreadCount(db, scope, admin), scope).toBeGreaterThanOrEqual(2);
      expect(await unreadCount(db, scope, member), scope).toBeGreaterThanOrEqual(2);
      const conversations = await conversationsFor(db, scope, admin);
      expect(conversations.map((conversation) => conversation.counterpartUserId)).toContain(member);
      expect(conversations.some((conversation) => conversation.email?.endsWith('@example.com'))).toBe(true);
      // The member's conversation with the admin goes both ways: a question, an answer, a reply.
      const withAdmin = (await conversationsFor(db, scope, member)).find(
        (item) => item.counterpartUserId === admin,
      );
      expect(withAdmin?.lastMessage.direction).toBe('out');

      const calls = await db.select().from(callSession).where(eq(callSession.siteId, scope));
      expect(calls.length, scope).toBeGreaterThanOrEqual(3);
      for (const call of calls) {
        expect(call.roomName).toBe(`${call.callerId}_${call.calleeId}`);
        expect(call.endedAt!.getTime()).toBeGreaterThan(call.startedAt.getTime());
        expect(call.startedAt.getTime()).toBeLessThan(NOW.getTime());
      }
      expect(calls.filter((call) => call.callerJoined && call.calleeJoined).length).toBeGreaterThanOrEqual(3);

      const [views] = await db
        .select({ days: countDistinct(offerViewDay.day) })
        .from(offerViewDay)
        .where(eq(offerViewDay.siteId, scope));
      expect(views!.days, scope).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps every row inside its site: messages, calls and views of a scope name only its accounts and offers', async () => {
    for (const scope of DEMO_SCOPES) {
      const sharing = SITE_IDS.filter((id) => listingScope(SITES[id]) === scope);
      const emails = sharing.flatMap((id) =>
        ['admin', 'member', 'viewer'].map((role) => `${role}@${id}.test`),
      );
      const accounts = (await db.select({ id: user.id }).from(user).where(inArray(user.email, emails))).map(
        (row) => row.id,
      );
      const ids = (await db.select({ id: listing.id }).from(listing).where(eq(listing.siteId, scope))).map(
        (row) => row.id,
      );
      for (const row of await db.select().from(message).where(eq(message.siteId, scope))) {
        expect(accounts).toContain(row.recipientId);
        if (row.senderId) expect(accounts).toContain(row.senderId);
        if (row.listingId) expect(ids).toContain(row.listingId);
      }
      for (const row of await db.select().from(callSession).where(eq(callSession.siteId, scope)))
        expect(accounts).toEqual(expect.arrayContaining([row.callerId, row.calleeId]));
      for (const row of await db.select().from(offerViewDay).where(eq(offerViewDay.siteId, scope)))
        expect(ids).toContain(row.listingId);
    }
    // The local site's demo accounts own real-estate offers and have their own conversations there.
    const localAdmin = await accountId('admin@local.test');
    expect(await unreadCount(db, 'real-estate', localAdmin)).toBeGreaterThanOrEqual(1);
  });

  it('adds nothing on the next start, nor for a site that already has listings', async () => {
    const before = await tableCounts();
    const lines = log.length;
    await setup(ON);
    expect(await tableCounts()).toEqual(before);
    expect(log.slice(lines).filter((line) => line.includes('offers,'))).toEqual([]);
    const again = await seedDemoContent(db, { storage, now: NOW, sites: ['bond', 'local'] });
    expect(again).toEqual([
      { siteId: 'bond', seeded: false, reason: 'has_listings' },
      { siteId: 'real-estate', seeded: false, reason: 'has_listings' },
    ]);
  });
});

describe('without SEED_DEMO_CONTENT', () => {
  it('seeds no demo content, even with the demo accounts', async () => {
    const { db: other } = await freshDatabase();
    await setupDatabase(
      other,
      { SEED_DEMO_ACCOUNTS: true, SEED_DEMO_CONTENT: false },
      { auth: () => createAuth(other), log: () => {} },
    );
    const [accounts] = await other.select({ n: count() }).from(user);
    expect(accounts!.n).toBe(SITE_IDS.length * 3);
    expect(await tableCounts(other)).toEqual({ listings: 0, photos: 0, messages: 0, calls: 0, views: 0 });
  }, 120_000);

  it('skips a site without demo accounts', async () => {
    const { db: other } = await freshDatabase();
    expect(await seedDemoContent(other, { storage, now: NOW, sites: ['fashion'] })).toEqual([
      { siteId: 'fashion', seeded: false, reason: 'no_accounts' },
    ]);
  });

  it('gives every scope 15–30 sample orders of its demo members, numbered from 1001 and moved along, and a few referrals', async () => {
    for (const scope of DEMO_SCOPES) {
      const { orders, total } = await listOrders(db, scope, {
        ...DEFAULT_ORDER_LIST_QUERY,
        sort: 'number',
        dir: 'asc',
        size: 50,
      });
      expect(total, scope).toBeGreaterThanOrEqual(15);
      expect(total, scope).toBeLessThanOrEqual(30);
      expect(
        orders.map((order) => order.number),
        scope,
      ).toEqual(orders.map((_, index) => 1001 + index));
      expect(new Set(orders.map((order) => order.status)).size, scope).toBeGreaterThanOrEqual(3);
      for (const order of orders) {
        expect(NOW.getTime() - Date.parse(order.placedAt)).toBeLessThanOrEqual(60 * DAY_MS);
        expect(order.customerEmail).toMatch(/@[a-z-]+\.test$/);
        const details = (await findOrder(db, scope, order.id))!;
        const sum = details.lines.reduce(
          (cents, line) => cents + Math.round(Number(line.unitPrice) * 100) * line.quantity,
          0,
        );
        expect(Math.round(Number(order.total) * 100)).toBe(sum);
        expect(details.timeline.at(-1)!.status).toBe(order.status);
      }
      const referrals = await listReferrals(db, scope);
      expect(referrals.length, scope).toBeGreaterThanOrEqual(3);
      expect(
        referrals.some((row) => row.status === 'joined'),
        scope,
      ).toBe(true);
    }
  });
});

it('gives each demo admin two labels over their seeded messages and a starred one (lib/demo/apps/mailbox.ts)', async () => {
  const admin = await accountId('admin@bond.test');
  const labels = await labelsOf(db, 'bond', admin);
  expect(labels.map((label) => [label.name, label.slug])).toEqual([
    ['Enquiries', 'enquiries'],
    ['Follow up', 'follow-up'],
  ]);
  const received = await listMail(db, 'bond', admin, {
    folder: { kind: 'filter', filter: 'inbox' },
    q: '',
    page: 1,
  });
  expect(received.rows.every((row) => row.labelIds.length === 1)).toBe(true);
  expect(labels.reduce((sum, label) => sum + label.count, 0)).toBe(received.total);
  expect((await mailboxCounts(db, 'bond', admin)).starred).toBe(1);
  const localAdmin = await accountId('admin@local.test');
  expect((await labelsOf(db, 'real-estate', localAdmin)).map((label) => label.name)).toEqual([
    'Do odpowiedzi',
    'Zapytania',
  ]);
});
