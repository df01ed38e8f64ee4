import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { listing, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import {
  conversationKeySchema,
  conversationsFor,
  deleteConversation,
  markConversationRead,
  parseConversationKey,
  ReplyNotAllowed,
  sendReply,
  threadFor,
  unreadCount,
} from '@/lib/messages/repository';
import { freshDatabase } from './test-database';
import { insertPerson } from './test-helpers';

let db: Database;
const SITE = 'bond';
const OTHER_SITE = 'tutoring';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let alice: string;
let bob: string;
let carol: string;

interface Note {
  to: string;
  from?: string;
  name?: string;
  email?: string;
  body?: string;
  at: number;
  siteId?: string;
  listingId?: string | null;
}

/** A stored message; `from` for a member, `name`/`email` for a contact-form visitor. */
async function note({
  to,
  from,
  name = 'Visitor',
  email = 'visitor@example.com',
  body = 'Hello there',
  at,
  siteId = SITE,
  listingId = null,
}: Note) {
  const id = newId();
  await db.insert(message).values({
    id,
    siteId,
    recipientId: to,
    senderId: from ?? null,
    senderName: name,
    senderEmail: email,
    listingId,
    body,
    createdAt: minutesAgo(at),
  });
  return id;
}

const sender = (id: string, name: string) => ({ id, name, email: `${id}@example.com` });

beforeAll(async () => {
  ({ db } = await freshDatabase());
  [alice, bob, carol] = [
    await insertPerson(db, 'Alice Issuer'),
    await insertPerson(db, 'Bob Broker'),
    await insertPerson(db, 'Carol Curious'),
  ];
});

describe('conversation keys', () => {
  it('accepts member and visitor keys and rejects anything else', () => {
    expect(parseConversationKey('u:abc_DEF-123')).toEqual({ kind: 'user', userId: 'abc_DEF-123' });
    expect(parseConversationKey('e:Grace@Example.com')).toEqual({
      kind: 'email',
      email: 'grace@example.com',
    });
    for (const bad of ['', 'u:', 'x:abc', 'u:a b', 'e:nobody', "u:1' or 1=1", 42, null])
      expect(parseConversationKey(bad)).toBeNull();
    expect(conversationKeySchema.safeParse(`u:${'a'.repeat(200)}`).success).toBe(false);
  });
});

describe('the inbox', () => {
  let offer: string;

  beforeAll(async () => {
    offer = newId();
    await db.insert(listing).values({
      id: offer,
      siteId: SITE,
      ownerId: bob,
      productName: 'Green municipal bond 2031',
      description: 'A bond.',
      price: '1000.00',
      currency: 'EUR',
      status: 'published',
    });
    // Alice writes to Bob about his offer, Bob replies, Alice writes again.
    await note({
      to: bob,
      from: alice,
      name: 'Alice Issuer',
      email: 'alice-private@example.com',
      body: 'Is the bond still available?',
      at: 50,
      listingId: offer,
    });
    await note({ to: alice, from: bob, name: 'Bob Broker', body: 'Yes it is.', at: 40, listingId: offer });
    await note({
      to: bob,
      from: alice,
      name: 'Alice Issuer',
      email: 'alice-private@example.com',
      body: 'Great, I will call you.',
      at: 30,
    });
    // A visitor writes twice with differently cased addresses; another visitor once, most recently.
    await note({
      to: bob,
      name: 'Grace Hopper',
      email: 'Grace@Example.com',
      body: 'First question',
      at: 45,
      listingId: offer,
    });
    await note({
      to: bob,
      name: 'Grace H.',
      email: 'grace@example.com',
      body: 'Second   question\nwith lines',
      at: 20,
    });
    await note({ to: bob, name: 'Ada Lovelace', email: 'ada@example.com', body: 'x'.repeat(400), at: 10 });
  });

  it('groups a member’s messages in both directions and visitors by e-mail, newest first', async () => {
    const conversations = await conversationsFor(db, SITE, bob);
    expect(conversations.map((c) => c.key)).toEqual([
      'e:ada@example.com',
      'e:grace@example.com',
      `u:${alice}`,
    ]);
    const [ada, grace, withAlice] = conversations;
    expect(grace).toMatchObject({
      counterpartName: 'Grace H.',
      email: 'grace@example.com',
      counterpartUserId: null,
      unreadCount: 2,
      listingName: null,
      lastMessage: { excerpt: 'Second question with lines', direction: 'in' },
    });
    expect(withAlice).toMatchObject({
      counterpartName: 'Alice Issuer',
      email: null,
      counterpartUserId: alice,
      unreadCount: 2,
      lastMessage: { direction: 'in' },
    });
    expect(JSON.stringify(conversations)).not.toContain('alice-private@example.com');
    expect(ada!.lastMessage.excerpt.length).toBeLessThanOrEqual(140);
    expect(ada!.lastMessage.excerpt.endsWith('…')).toBe(true);

    // Alice sees the same conversation from her side; her own message is the last one.
    const fromAlice = await conversationsFor(db, SITE, alice);
    expect(fromAlice).toHaveLength(1);
    expect(fromAlice[0]).toMatchObject({
      key: `u:${bob}`,
      counterpartName: 'Bob Broker',
      counterpartUserId: bob,
      unreadCount: 1,
      lastMessage: { direction: 'out' },
    });
  });

  it('shows the listing of the most recent message', async () => {
    const [fromAlice] = await conversationsFor(db, SITE, alice);
    expect(fromAlice!.listingName).toBeNull(); // Alice’s last message is not about an offer
    await note({ to: carol, name: 'Visitor', email: 'v@example.com', at: 5, listingId: offer });
    expect((await conversationsFor(db, SITE, carol))[0]!.listingName).toBe('Green municipal bond 2031');
  });

  it('returns a thread oldest first with directions and listing names', async () => {
    const thread = await threadFor(db, SITE, bob, `u:${alice}`);
    expect(thread.map((m) => [m.direction, m.body, m.listingName])).toEqual([
      ['in', 'Is the bond still available?', 'Green municipal bond 2031'],
      ['out', 'Yes it is.', 'Green municipal bond 2031'],
      ['in', 'Great, I will call you.', null],
    ]);
    expect((await threadFor(db, SITE, bob, 'e:GRACE@example.com')).map((m) => m.body)).toEqual([
      'First question',
      'Second   question\nwith lines',
    ]);
    expect(await threadFor(db, SITE, bob, 'not a key')).toEqual([]);
  });

  it('counts unread messages and marks one conversation read', async () => {
    expect(await unreadCount(db, SITE, bob)).toBe(5);
    expect(await markConversationRead(db, SITE, bob, 'e:grace@example.com')).toBe(2);
    expect(await markConversationRead(db, SITE, bob, 'e:grace@example.com')).toBe(0);
    expect(await unreadCount(db, SITE, bob)).toBe(3);
    const grace = (await conversationsFor(db, SITE, bob)).find((c) => c.key === 'e:grace@example.com');
    expect(grace!.unreadCount).toBe(0);
    // Marking only touches what the viewer received: Alice’s message to Bob stays unread for Bob.
    expect(await markConversationRead(db, SITE, alice, `u:${bob}`)).toBe(1);
    expect(await unreadCount(db, SITE, alice)).toBe(0);
    expect(await unreadCount(db, SITE, bob)).toBe(3);
  });
});

describe('replies', () => {
  it('lets a member reply to a member who wrote first, with the listing of their last message', async () => {
    const [dave, erin] = [await insertPerson(db, 'Dave'), await insertPerson(db, 'Erin')];
    const offer = newId();
    await db.insert(listing).values({
      id: offer,
      siteId: SITE,
      ownerId: erin,
      productName: 'Bike',
      description: 'A bike.',
      price: '10.00',
      currency: 'EUR',
      status: 'published',
    });
    await note({ to: erin, from: dave, name: 'Dave', at: 3, listingId: offer });
    const id = await sendReply(db, SITE, sender(erin, 'Erin'), dave, '  Thanks, Dave!  ');
    const [row] = await db.select().from(message).where(eq(message.id, id));
    expect(row).toMatchObject({
      siteId: SITE,
      recipientId: dave,
      senderId: erin,
      senderName: 'Erin',
      body: 'Thanks, Dave!',
      listingId: offer,
      readAt: null,
    });
    expect((await conversationsFor(db, SITE, dave))[0]).toMatchObject({
      key: `u:${erin}`,
      unreadCount: 1,
      lastMessage: { direction: 'in' },
    });
    // Now that Erin wrote, Dave may answer too.
    await expect(sendReply(db, SITE, sender(dave, 'Dave'), erin, 'You are welcome')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses a stranger, oneself, another site and an empty or too long body', async () => {
    const [frank, gina] = [await insertPerson(db, 'Frank'), await insertPerson(db, 'Gina')];
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), gina, 'Hi')).rejects.toBeInstanceOf(
      ReplyNotAllowed,
    );
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), frank, 'Hi')).rejects.toBeInstanceOf(
      ReplyNotAllowed,
    );
    await note({ to: frank, from: gina, at: 2, siteId: OTHER_SITE });
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), gina, 'Hi')).rejects.toBeInstanceOf(
      ReplyNotAllowed,
    );
    await note({ to: frank, from: gina, at: 1 });
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), gina, '   ')).rejects.toThrow();
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), gina, 'x'.repeat(2001))).rejects.toThrow();
    await expect(sendReply(db, SITE, sender(frank, 'Frank'), gina, 'x'.repeat(2000))).resolves.toEqual(
      expect.any(String),
    );
  });

  it('cannot reply to a visitor: they have no account to write to', async () => {
    const henry = await insertPerson(db, 'Henry');
    await note({ to: henry, name: 'Visitor', email: 'someone@example.com', at: 1 });
    const [conversation] = await conversationsFor(db, SITE, henry);
    expect(conversation!.counterpartUserId).toBeNull();
    const stranger = await insertPerson(db, 'Not the visitor');
    await expect(sendReply(db, SITE, sender(henry, 'Henry'), stranger, 'Hi')).rejects.toBeInstanceOf(
      ReplyNotAllowed,
    );
  });
});

describe('deleting a conversation', () => {
  it('removes what the viewer received and sent in it, and nothing else', async () => {
    const [ivy, jack, kim] = [
      await insertPerson(db, 'Ivy'),
      await insertPerson(db, 'Jack'),
      await insertPerson(db, 'Kim'),
    ];
    const received = await note({ to: ivy, from: jack, at: 9 });
    const reply = await sendReply(db, SITE, sender(ivy, 'Ivy'), jack, 'Reply to Jack');
    const jackToKim = await note({ to: kim, from: jack, at: 8 });
    const kimToIvy = await note({ to: ivy, from: kim, at: 7 });
    const jackToIvyElsewhere = await note({ to: ivy, from: jack, at: 6, siteId: OTHER_SITE });
    const ivyToJackElsewhere = await note({ to: jack, from: ivy, at: 6, siteId: OTHER_SITE });

    expect(await deleteConversation(db, SITE, ivy, `u:${jack}`)).toBe(2);
    const remaining = new Set((await db.select({ id: message.id }).from(message)).map((row) => row.id));
    expect(remaining.has(received) || remaining.has(reply)).toBe(false);
    for (const kept of [jackToKim, kimToIvy, jackToIvyElsewhere, ivyToJackElsewhere])
      expect(remaining.has(kept)).toBe(true);
    expect((await conversationsFor(db, SITE, ivy)).map((c) => c.key)).toEqual([`u:${kim}`]);
    expect(await deleteConversation(db, SITE, ivy, `u:${jack}`)).toBe(0);
  });

  it('deletes a visitor conversation whatever the case of the address', async () => {
    const lena = await insertPerson(db, 'Lena');
    await note({ to: lena, email: 'Mixed@Case.example', at: 4 });
    await note({ to: lena, email: 'mixed@case.example', at: 3 });
    await note({ to: lena, email: 'other@case.example', at: 2 });
    expect(await deleteConversation(db, SITE, lena, 'e:MIXED@case.example')).toBe(2);
    expect((await conversationsFor(db, SITE, lena)).map((c) => c.key)).toEqual(['e:other@case.example']);
  });
});

describe('isolation', () => {
  it('shows nothing of one site on another, for the same users', async () => {
    const [mia, noah] = [await insertPerson(db, 'Mia'), await insertPerson(db, 'Noah')];
    await note({ to: mia, from: noah, at: 3 });
    await note({ to: mia, email: 'visitor@example.com', at: 2 });
    expect(await conversationsFor(db, OTHER_SITE, mia)).toEqual([]);
    expect(await threadFor(db, OTHER_SITE, mia, `u:${noah}`)).toEqual([]);
    expect(await unreadCount(db, OTHER_SITE, mia)).toBe(0);
    expect(await markConversationRead(db, OTHER_SITE, mia, `u:${noah}`)).toBe(0);
    expect(await deleteConversation(db, OTHER_SITE, mia, 'e:visitor@example.com')).toBe(0);
    await expect(sendReply(db, OTHER_SITE, sender(mia, 'Mia'), noah, 'Hi')).rejects.toBeInstanceOf(
      ReplyNotAllowed,
    );
    expect(await unreadCount(db, SITE, mia)).toBe(2);
  });

  it('lets nobody else read, mark or delete a member’s conversation', async () => {
    const [olga, paul, quinn] = [
      await insertPerson(db, 'Olga'),
      await insertPerson(db, 'Paul'),
      await insertPerson(db, 'Quinn'),
    ];
    await note({ to: olga, from: paul, body: 'Private to Olga', at: 3 });
    await note({ to: olga, email: 'secret@example.com', body: 'Also private', at: 2 });
    // Quinn tries Olga's conversation keys as if they were hers.
    expect(await threadFor(db, SITE, quinn, `u:${paul}`)).toEqual([]);
    expect(await threadFor(db, SITE, quinn, 'e:secret@example.com')).toEqual([]);
    expect(await markConversationRead(db, SITE, quinn, `u:${paul}`)).toBe(0);
    expect(await markConversationRead(db, SITE, quinn, 'e:secret@example.com')).toBe(0);
    expect(await deleteConversation(db, SITE, quinn, `u:${paul}`)).toBe(0);
    expect(await deleteConversation(db, SITE, quinn, 'e:secret@example.com')).toBe(0);
    expect(await conversationsFor(db, SITE, quinn)).toEqual([]);
    // Paul sent the message but did not receive it: he cannot mark it read or delete it as his.
    expect(await markConversationRead(db, SITE, paul, `u:${olga}`)).toBe(0);
    expect(await threadFor(db, SITE, olga, `u:${paul}`)).toHaveLength(1);
    expect(await unreadCount(db, SITE, olga)).toBe(2);
  });
});
