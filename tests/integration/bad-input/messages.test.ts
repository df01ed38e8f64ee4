/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { message, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import {
  conversationKeySchema,
  deleteConversation,
  markConversationRead,
  parseConversationKey,
  replyBodySchema,
  ReplyNotAllowed,
  sendReply,
  threadFor,
} from '@/lib/messages/repository';
import * as payload from './payloads';
import { db, expectStored, setUpBadInputSuite } from './shared';

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * Inbox replies (conversation key + reply body, then sendReply)
 * ------------------------------------------------------------------------------------------- */

describe('inbox replies (conversationKeySchema + replyBodySchema, then sendReply)', () => {
  const SITE = 'bond';
  const alice = { id: '', name: 'Alice Owner', email: 'alice@example.com' };
  let bob = '';
  const replySchema = z.object({ key: conversationKeySchema, body: replyBodySchema });

  /** What replyAction does: parse key and body; reply only to a member counterpart. */
  async function reply(key: unknown, body: unknown) {
    const parsed = replySchema.safeParse({ key, body });
    if (!parsed.success) return { kind: 'invalid' as const, issues: parsed.error.issues };
    const counterpart = parseConversationKey(parsed.data.key);
    if (counterpart?.kind !== 'user') return { kind: 'forbidden' as const };
    return {
      kind: 'sent' as const,
      id: await sendReply(db, SITE, alice, counterpart.userId, parsed.data.body),
    };
  }

  async function storedBody(id: string) {
    return (await db.execute<{ body: string }>(sql`SELECT body FROM message WHERE id = ${id}`)).rows[0]?.body;
  }

  beforeAll(async () => {
    alice.id = newId();
    bob = newId();
    await db.insert(user).values([
      { id: alice.id, name: alice.name, email: alice.email },
      { id: bob, name: 'Bob Buyer', email: 'bob@example.com' },
    ]);
    await db.insert(message).values({
      id: newId(),
      siteId: SITE,
      recipientId: alice.id,
      senderId: bob,
      senderName: 'Bob Buyer',
      senderEmail: 'bob@example.com',
      body: 'Is it still available?',
    });
  });

  const badKeys: Array<[string, unknown]> = [
    ...payload.WRONG_TYPES,
    ['an empty key', ''],
    ['a bare prefix', 'u:'],
    ['a path', 'u:../../etc'],
    ['SQL-looking text', `u:${payload.SQLISH}`],
    ['a script tag', `u:${payload.SCRIPT}`],
    ['an RTL override', `u:bob\u202e`],
    ['a NUL character in a member key', 'u:bob\u0000'],
    ['a NUL character in a visitor key', 'e:grace\u0000@example.com'],
    ['an over-long key', `u:${'a'.repeat(400)}`],
    ['a 5 MB key', `u:${payload.FIVE_MB}`],
    ['an unknown prefix', 'x:abc'],
  ];

  it.each(badKeys)('refuses %s as conversation key and stores nothing', async (_label, key) => {
    const result = await expectStored(() => reply(key, 'Thanks!'));
    expect(result.kind).toBe('invalid');
  });

  it.each(badKeys)(
    'reads, marks and deletes nothing for %s as key, without throwing',
    async (_label, key) => {
      await expectStored(async () => {
        expect(await threadFor(db, SITE, alice.id, key as string)).toEqual([]);
        expect(await markConversationRead(db, SITE, alice.id, key as string)).toBe(0);
        expect(await deleteConversation(db, SITE, alice.id, key as string)).toBe(0);
      });
    },
  );

  it.each([
    ['a visitor key', 'e:grace@example.com'],
    ['a visitor key with a lone surrogate', 'e:grace\ud800@example.com'],
  ])(
    'answers %s with forbidden (visitors are answered by e-mail) and stores nothing',
    async (_label, key) => {
      expect((await expectStored(() => reply(key, 'Thanks!'))).kind).toBe('forbidden');
    },
  );

  it.each([
    ...payload.WRONG_TYPES,
    ['an empty body', ''],
    ['only spaces', '   \n\t '],
    ['2,001 characters', 'x'.repeat(2001)],
    ['10,000 characters of emoji', payload.EMOJI_10K],
    ['a 5 MB body', payload.FIVE_MB],
    ['only NUL characters', '\u0000\u0000'],
  ])('refuses %s as reply body and stores nothing', async (_label, body) => {
    const result = await expectStored(() => reply(`u:${bob}`, body));
    expect(result.kind).toBe('invalid');
  });

  it.each(payload.KEPT_AS_TYPED)(
    'accepts %s as reply body and stores it exactly as given',
    async (_label, body) => {
      const result = await expectStored(() => reply(`u:${bob}`, body), { message: 1 });
      expect(result.kind).toBe('sent');
      if (result.kind === 'sent') expect(await storedBody(result.id)).toBe(body);
    },
  );

  it('drops NUL characters from a reply and stores exactly what was parsed', async () => {
    const result = await expectStored(() => reply(`u:${bob}`, 'Thanks\u0000 Bob'), { message: 1 });
    expect(result.kind).toBe('sent');
    if (result.kind === 'sent') expect(await storedBody(result.id)).toBe('Thanks Bob');
  });

  it.each([
    ['SQL-looking text', payload.SQLISH],
    ['a script tag', payload.SCRIPT],
    ['an empty id', ''],
    ['a NUL character', 'bob\u0000'],
    ['a 5 MB id', payload.FIVE_MB],
  ])(
    'refuses a direct reply to %s as user id with ReplyNotAllowed and stores nothing',
    async (_label, toUserId) => {
      await expectStored(() =>
        expect(sendReply(db, SITE, alice, toUserId, 'Hello')).rejects.toBeInstanceOf(ReplyNotAllowed),
      );
    },
  );
});
