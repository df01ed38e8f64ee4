/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { deleteConversationAction, markConversationReadAction, replyAction } from '@/lib/messages/actions';
import {
  deleteConversation,
  markConversationRead,
  ReplyNotAllowed,
  sendReply,
  threadFor,
} from '@/lib/messages/repository';
import { signIn, type TestBrowser } from '../auth-client';
import { requestFrom } from '../next-request';
import { insertPerson } from '../test-helpers';
import * as payload from './payloads';
import { auth, BOND, db, expectStored, fieldErrorsOf, setUpBadInputSuite } from './shared';

vi.mock('next/headers', () => import('../next-request'));
vi.mock('next/cache', () => import('../next-request'));

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * Inbox replies (replyAction, then the repository), as a signed-in member of bond
 * ------------------------------------------------------------------------------------------- */

describe('inbox replies (replyAction)', () => {
  const SITE = 'bond';
  const alice = { id: '', name: 'Alice Owner', email: 'alice@example.com' };
  let aliceOnBond: TestBrowser;
  let bob = '';

  /** A reply from Alice's inbox: any JSON a client could post. */
  function reply(key: unknown, body: unknown) {
    requestFrom(aliceOnBond);
    return replyAction(key as string, body as string);
  }

  async function storedBody(id: string) {
    return (await db.execute<{ body: string }>(sql`SELECT body FROM message WHERE id = ${id}`)).rows[0]?.body;
  }

  beforeAll(async () => {
    ({ browser: aliceOnBond, id: alice.id } = await signIn(auth, BOND, alice.email, { name: alice.name }));
    bob = await insertPerson(db, 'Bob Buyer');
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
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(Object.keys(fieldErrorsOf(result))).toEqual(['key']);
  });

  it.each(badKeys)(
    'reads, marks and deletes nothing for %s as key, without throwing',
    async (_label, key) => {
      await expectStored(async () => {
        requestFrom(aliceOnBond);
        const refused = { ok: false, error: 'invalid' };
        expect(await markConversationReadAction(key as string)).toEqual(refused);
        expect(await deleteConversationAction(key as string)).toEqual(refused);
        // Below the actions, the repository finds nothing for such a key either.
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
      expect(await expectStored(() => reply(key, 'Thanks!'))).toEqual({ ok: false, error: 'forbidden' });
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
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(Object.keys(fieldErrorsOf(result))).toEqual(['body']);
  });

  it.each(payload.KEPT_AS_TYPED)(
    'accepts %s as reply body and stores it exactly as given',
    async (_label, body) => {
      const result = await expectStored(() => reply(`u:${bob}`, body), { message: 1 });
      expect(result.ok).toBe(true);
      if (result.ok) expect(await storedBody(result.id)).toBe(body);
    },
  );

  it('drops NUL characters from a reply and stores exactly what was parsed', async () => {
    const result = await expectStored(() => reply(`u:${bob}`, 'Thanks\u0000 Bob'), { message: 1 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(await storedBody(result.id)).toBe('Thanks Bob');
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
