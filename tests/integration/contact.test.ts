import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactSchema, contactSubmissionSchema, type ContactSubmission } from '@/lib/contact/contact-schema';
import { contactRateLimited } from '@/lib/contact/contact-rate-limit';
import { storeContactMessage } from '@/lib/contact/store-contact-message';
import type { Database } from '@/lib/db/client';
import { listing, membership, message, user } from '@/lib/db/schema';
import { getSite } from '@/sites';
import { freshDatabase } from './test-database';

let db: Database;
const bond = getSite('bond');
const tutoring = getSite('tutoring');
const local = getSite('local'); // shows the real-estate listings (docs/architecture.md §2)

const visitor = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  message: 'Is the flat still available in May?',
  website: '',
};

async function person(id: string) {
  await db.insert(user).values({ id, name: `Person ${id}`, email: `${id}@example.com` });
  return id;
}

async function offer(
  id: string,
  siteId: string,
  ownerId: string,
  status: 'draft' | 'published' = 'published',
) {
  await db.insert(listing).values({
    id,
    siteId,
    ownerId,
    productName: `Offer ${id}`,
    description: 'A description of the offer.',
    price: '100.00',
    currency: 'EUR',
    status,
  });
  return id;
}

const inbox = (recipientId: string) => db.select().from(message).where(eq(message.recipientId, recipientId));

beforeAll(async () => {
  ({ db } = await freshDatabase());
  await Promise.all(
    [
      'owner',
      'estate-owner',
      'bond-admin-1',
      'bond-admin-2',
      'bond-member',
      'tutoring-admin',
      'estate-admin',
    ].map(person),
  );
  await db.insert(membership).values([
    { userId: 'bond-admin-1', siteId: 'bond', roles: ['admin', 'member'] },
    { userId: 'bond-admin-2', siteId: 'bond', roles: ['admin'] },
    { userId: 'bond-member', siteId: 'bond', roles: ['member'] },
    { userId: 'tutoring-admin', siteId: 'tutoring', roles: ['admin'] },
    { userId: 'estate-admin', siteId: 'real-estate', roles: ['admin'] },
  ]);
  await offer('bond-offer-01', 'bond', 'owner');
  await offer('bond-draft-01', 'bond', 'owner', 'draft');
  await offer('estate-offer-1', 'real-estate', 'estate-owner');
});

describe('contact messages', () => {
  it('stores a message about an offer for its owner, with the sender and the offer', async () => {
    const delivery = await storeContactMessage(db, bond, { ...visitor, listingId: 'bond-offer-01' });
    expect(delivery).toEqual({ kind: 'stored', recipientIds: ['owner'] });
    expect(await inbox('owner')).toEqual([
      expect.objectContaining({
        siteId: 'bond',
        senderName: 'Grace Hopper',
        senderEmail: 'grace@example.com',
        listingId: 'bond-offer-01',
        body: visitor.message,
        senderId: null,
        readAt: null,
      }),
    ]);
  });

  it('refuses an unpublished offer and an offer of another site', async () => {
    expect(await storeContactMessage(db, bond, { ...visitor, listingId: 'bond-draft-01' })).toEqual({
      kind: 'listingNotFound',
    });
    expect(await storeContactMessage(db, tutoring, { ...visitor, listingId: 'bond-offer-01' })).toEqual({
      kind: 'listingNotFound',
    });
    expect(await storeContactMessage(db, bond, { ...visitor, listingId: 'no-such-offer' })).toEqual({
      kind: 'listingNotFound',
    });
    expect(await inbox('owner')).toHaveLength(1); // only the message of the previous test
  });

  it('reaches the owner of a shared listing from the local site', async () => {
    expect(await storeContactMessage(db, local, { ...visitor, listingId: 'estate-offer-1' })).toMatchObject({
      kind: 'stored',
    });
    expect(await inbox('estate-owner')).toEqual([expect.objectContaining({ siteId: 'real-estate' })]);
  });

  it('sends a front-page message to every admin of the site, and to nobody else', async () => {
    const delivery = await storeContactMessage(db, bond, visitor);
    expect(delivery.kind === 'stored' && [...delivery.recipientIds].sort()).toEqual([
      'bond-admin-1',
      'bond-admin-2',
    ]);
    expect(await inbox('bond-admin-1')).toEqual([
      expect.objectContaining({ listingId: null, body: visitor.message }),
    ]);
    expect(await inbox('bond-admin-2')).toHaveLength(1);
    expect(await inbox('bond-member')).toHaveLength(0);
    expect(await inbox('tutoring-admin')).toHaveLength(0);
  });

  it('sends the local site’s front-page messages to the admins of real-estate, whose data it shows', async () => {
    await storeContactMessage(db, local, visitor);
    expect(await inbox('estate-admin')).toHaveLength(1);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = (await db.select().from(message)).length;
    const bot: ContactSubmission = {
      ...visitor,
      website: 'https://spam.example',
      listingId: 'bond-offer-01',
    };
    expect(await storeContactMessage(db, bond, bot)).toEqual({ kind: 'discarded' });
    expect(await db.select().from(message)).toHaveLength(before);
  });
});

describe('contact form input', () => {
  it('accepts a filled honeypot on the server only, so bots cannot tell', () => {
    const bot = { ...visitor, website: 'x' };
    expect(contactSchema.safeParse(bot).success).toBe(false);
    expect(contactSubmissionSchema.safeParse(bot).success).toBe(true);
  });

  it('names the broken fields with translatable keys', () => {
    const result = contactSchema.safeParse({ name: 'A', email: 'nope', message: 'short', website: '' });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(keys).toEqual({ name: 'nameTooShort', email: 'emailInvalid', message: 'messageTooShort' });
  });
});

describe('contact rate limits', () => {
  it('allows 5 messages per address in 10 minutes, then refuses', async () => {
    const results = [];
    for (let attempt = 0; attempt < 6; attempt++)
      results.push(await contactRateLimited(db, '203.0.113.7', `sender${attempt}@example.com`));
    expect(results).toEqual([false, false, false, false, false, true]);
  });

  it('allows 10 messages per e-mail in an hour, whatever the address', async () => {
    const results = [];
    for (let attempt = 0; attempt < 11; attempt++)
      results.push(await contactRateLimited(db, `203.0.113.${100 + attempt}`, 'busy@example.com'));
    expect(results.slice(0, 10).every((limited) => !limited)).toBe(true);
    expect(results[10]).toBe(true);
  });
});
