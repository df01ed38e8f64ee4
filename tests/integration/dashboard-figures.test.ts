import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { callSession, membership, message, offerViewDay } from '@/lib/db/schema';
import { callFigures, callsPerDay } from '@/lib/dashboard/call-figures';
import { utcDay } from '@/lib/dashboard/days';
import { memberCount, memberTrial, newMembersPerDay } from '@/lib/dashboard/member-figures';
import {
  conversationCount,
  medianFirstReplyMinutes,
  messageCounts,
  messagesPerDay,
  newContactsPerDay,
} from '@/lib/dashboard/message-figures';
import {
  locationCount,
  niceStep,
  offerCounts,
  offersByPricing,
  priceDistribution,
  topLocations,
} from '@/lib/dashboard/offer-figures';
import type { FigureScope } from '@/lib/dashboard/scope';
import { trialStatus } from '@/lib/account/trial';
import { topOffersByViews, viewsPerDay } from '@/lib/dashboard/view-figures';
import { newId } from '@/lib/ids';
import { createListing } from '@/lib/listings/repository';
import { freshDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

/*
 * The dashboards' figures (lib/dashboard): bond's admin sees bond's totals, a member their own,
 * and nothing of tutoring's offers, views, messages, calls or members ever counts on bond.
 */
const NOW = new Date('2026-03-20T12:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const BOND = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };
const TUTORING = { siteId: 'tutoring' as const, currency: 'PLN', searchConfig: 'simple' };
let db: Database;
const people = { ada: '', bob: '', sam: '', tia: '', tutor: '' };
const offers = { adaTram: '', adaBridge: '', bobSolar: '', tutoring: '' };
let site: FigureScope;
let ada: FigureScope;
let bob: FigureScope;

const at = (offset: number) => new Date(NOW.getTime() + offset);

async function sendMessage(siteId: string, from: string | null, to: string, sentAt: Date, read = false) {
  await db.insert(message).values({
    id: newId(),
    siteId,
    recipientId: to,
    senderId: from,
    senderName: 'Someone',
    senderEmail: from ? `${from}@example.com` : 'visitor@example.com',
    body: 'Hello',
    createdAt: sentAt,
    readAt: read ? sentAt : null,
  });
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  for (const name of Object.keys(people) as (keyof typeof people)[])
    people[name] = await insertPerson(db, name);
  site = { siteId: 'bond', memberId: null };
  ada = { siteId: 'bond', memberId: people.ada };
  bob = { siteId: 'bond', memberId: people.bob };

  offers.adaTram = await createListing(
    db,
    BOND,
    people.ada,
    bondListingForm({ productName: 'Tram bond', price: '120', location: 'Vienna' }),
  );
  offers.adaBridge = await createListing(
    db,
    BOND,
    people.ada,
    bondListingForm({ productName: 'Bridge bond', price: '980', location: ' vienna ', pricing: 'per_month' }),
  );
  await createListing(db, BOND, people.ada, bondListingForm({ productName: 'Draft bond', publish: false }));
  offers.bobSolar = await createListing(
    db,
    BOND,
    people.bob,
    bondListingForm({ productName: 'Solar bond', price: '455', location: 'Graz' }),
  );
  offers.tutoring = await createListing(
    db,
    TUTORING,
    people.tutor,
    bondListingForm({ productName: 'Maths lessons', price: '99999', location: 'Vienna' }),
  );

  await db.insert(offerViewDay).values([
    { listingId: offers.adaTram, siteId: 'bond', day: utcDay(NOW), views: 4 },
    { listingId: offers.adaTram, siteId: 'bond', day: utcDay(at(-2 * DAY)), views: 3 },
    { listingId: offers.bobSolar, siteId: 'bond', day: utcDay(NOW), views: 9 },
    { listingId: offers.adaBridge, siteId: 'bond', day: utcDay(at(-40 * DAY)), views: 50 },
    { listingId: offers.tutoring, siteId: 'tutoring', day: utcDay(NOW), views: 100 },
  ]);

  // Sam writes twice before Ada's one reply (10 minutes after the first), Tia once and waits 30.
  await sendMessage('bond', people.sam, people.ada, at(-60 * MINUTE), true);
  await sendMessage('bond', people.sam, people.ada, at(-55 * MINUTE), true);
  await sendMessage('bond', people.ada, people.sam, at(-50 * MINUTE));
  await sendMessage('bond', people.tia, people.ada, at(-2 * DAY));
  await sendMessage('bond', people.ada, people.tia, at(-2 * DAY + 30 * MINUTE), true);
  // A visitor is answered by e-mail: no reply time. Bob has one unanswered message.
  await sendMessage('bond', null, people.ada, at(-3 * DAY));
  await sendMessage('bond', people.sam, people.bob, at(-1 * DAY));
  // Older than the period, and another site's: neither counts as received.
  await sendMessage('bond', people.tia, people.bob, at(-45 * DAY), true);
  await sendMessage('tutoring', people.sam, people.tutor, at(-1 * DAY));
  await sendMessage('tutoring', people.tutor, people.sam, at(-1 * DAY + MINUTE));

  const call = (
    id: string,
    siteId: string,
    callerId: string,
    calleeId: string,
    answered: boolean,
    minutes: number,
  ) => ({
    id,
    siteId,
    roomName: `${callerId}_${calleeId}`,
    callerId,
    calleeId,
    callerJoined: true,
    calleeJoined: answered,
    startedAt: at(-DAY),
    endedAt: at(-DAY + minutes * MINUTE),
  });
  await db
    .insert(callSession)
    .values([
      call('RM_1', 'bond', people.ada, people.sam, true, 5),
      call('RM_2', 'bond', people.bob, people.tia, true, 10),
      call('RM_3', 'bond', people.ada, people.tia, false, 1),
      call('RM_4', 'tutoring', people.tutor, people.sam, true, 60),
    ]);

  await db.insert(membership).values([
    { userId: people.ada, siteId: 'bond', createdAt: at(-100 * DAY) },
    { userId: people.bob, siteId: 'bond', createdAt: at(-3 * DAY) },
    { userId: people.sam, siteId: 'bond', createdAt: NOW },
    { userId: people.tutor, siteId: 'tutoring', createdAt: NOW },
  ]);
});

describe('offer figures', () => {
  it('counts published offers and drafts of the site, or of the member', async () => {
    expect(await offerCounts(db, site)).toEqual({ published: 3, drafts: 1 });
    expect(await offerCounts(db, ada)).toEqual({ published: 2, drafts: 1 });
    expect(await offerCounts(db, bob)).toEqual({ published: 1, drafts: 0 });
  });

  it('counts published offers per pricing model, every model listed', async () => {
    const byPricing = Object.fromEntries(
      (await offersByPricing(db, site)).map((row) => [row.pricing, row.offers]),
    );
    expect(byPricing).toEqual({ fixed: 2, per_hour: 0, per_day: 0, per_month: 1, negotiable: 0 });
  });

  it('ranks locations, spelling variants together, another site’s offers never', async () => {
    expect(await topLocations(db, site)).toEqual([
      { location: 'Vienna', offers: 2 },
      { location: 'Graz', offers: 1 },
    ]);
    expect(await topLocations(db, bob)).toEqual([{ location: 'Graz', offers: 1 }]);
    expect(await locationCount(db, site)).toBe(2);
    expect(await locationCount(db, { siteId: 'tutoring', memberId: null })).toBe(1);
  });

  it('spreads prices over round buckets that hold every published offer', async () => {
    const buckets = await priceDistribution(db, site);
    expect(buckets.reduce((sum, bucket) => sum + bucket.offers, 0)).toBe(3);
    expect(buckets[0]!.from).toBeLessThanOrEqual(120);
    expect(buckets.at(-1)!.to).toBeGreaterThan(980);
    expect(buckets.every((bucket) => bucket.to - bucket.from === 200)).toBe(true);
    expect(await priceDistribution(db, { siteId: 'fashion', memberId: null })).toEqual([]);
    expect([niceStep(143), niceStep(0.3), niceStep(1000)]).toEqual([200, 0.5, 1000]);
  });
});

describe('view figures', () => {
  it('adds up views per day of the period, with the days without views', async () => {
    const days = await viewsPerDay(db, site, 30, NOW);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: '2026-03-20', value: 13 });
    expect(days.at(-3)).toEqual({ day: '2026-03-18', value: 3 });
    expect(days.reduce((sum, day) => sum + day.value, 0)).toBe(16);
    expect((await viewsPerDay(db, ada, 30, NOW)).at(-1)?.value).toBe(4);
  });

  it('ranks offers by views in the period', async () => {
    expect(await topOffersByViews(db, site, 30, 5, NOW)).toEqual([
      { id: offers.bobSolar, name: 'Solar bond', views: 9 },
      { id: offers.adaTram, name: 'Tram bond', views: 7 },
    ]);
    expect(await topOffersByViews(db, ada, 60, 5, NOW)).toEqual([
      { id: offers.adaBridge, name: 'Bridge bond', views: 50 },
      { id: offers.adaTram, name: 'Tram bond', views: 7 },
    ]);
  });
});

describe('message figures', () => {
  it('counts messages received in the period and unread ones', async () => {
    expect(await messageCounts(db, site, 30, NOW)).toEqual({ received: 7, unread: 4 });
    expect(await messageCounts(db, ada, 30, NOW)).toEqual({ received: 4, unread: 2 });
    expect(await messageCounts(db, bob, 30, NOW)).toEqual({ received: 1, unread: 1 });
    const perDay = await messagesPerDay(db, ada, 30, NOW);
    expect(perDay.at(-1)?.value).toBe(2);
    expect(perDay.reduce((sum, day) => sum + day.value, 0)).toBe(4);
  });

  it('takes the median first-reply time from the first of the messages a reply answers', async () => {
    expect(await medianFirstReplyMinutes(db, ada, 30, NOW)).toBeCloseTo(20);
    expect(await medianFirstReplyMinutes(db, site, 30, NOW)).toBeCloseTo(20);
    expect(await medianFirstReplyMinutes(db, bob, 30, NOW)).toBeNull();
    // Tutoring's one-minute reply never counts on bond.
    expect(await medianFirstReplyMinutes(db, { siteId: 'tutoring', memberId: null }, 30, NOW)).toBeCloseTo(1);
  });

  it('counts the people talked to, and the new ones per day', async () => {
    expect(await conversationCount(db, ada)).toBe(3);
    expect(await conversationCount(db, bob)).toBe(2);
    expect(await conversationCount(db, site)).toBe(5);
    const contacts = await newContactsPerDay(db, { siteId: 'bond', memberId: people.ada }, 30, NOW);
    expect(contacts.reduce((sum, day) => sum + day.value, 0)).toBe(3);
  });
});

describe('call figures', () => {
  it('counts calls both sides joined and their minutes, for the site or with the member on either end', async () => {
    expect(await callFigures(db, site, 30, NOW)).toEqual({ calls: 2, minutes: 15 });
    expect(await callFigures(db, ada, 30, NOW)).toEqual({ calls: 1, minutes: 5 });
    expect(await callFigures(db, { siteId: 'bond', memberId: people.tia }, 30, NOW)).toEqual({
      calls: 1,
      minutes: 10,
    });
    expect((await callsPerDay(db, site, 30, NOW)).at(-2)?.value).toBe(2);
  });
});

describe('members and the free trial', () => {
  it('counts the site’s members and the new ones per day', async () => {
    expect(await memberCount(db, 'bond')).toBe(3);
    const perDay = await newMembersPerDay(db, 'bond', 30, NOW);
    expect(perDay.reduce((sum, day) => sum + day.value, 0)).toBe(2);
    expect(perDay.at(-1)?.value).toBe(1);
  });

  it('runs the trial for three calendar months from the membership', async () => {
    expect(await memberTrial(db, 'bond', people.bob, NOW)).toEqual({
      start: at(-3 * DAY),
      end: new Date('2026-06-17T12:00:00Z'),
      daysLeft: 89,
    });
    expect((await memberTrial(db, 'bond', people.ada, NOW))?.daysLeft).toBe(0);
    expect(await memberTrial(db, 'bond', people.tutor, NOW)).toBeNull();
    expect(trialStatus(new Date('2026-11-30T08:00:00Z'), new Date('2026-11-30T08:00:00Z')).end).toEqual(
      new Date('2027-02-28T08:00:00Z'),
    );
  });
});
