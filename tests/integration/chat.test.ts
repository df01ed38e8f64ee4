/**
 * The chat app's actions as a request runs them (see action-access.test.ts): a member writes to
 * another member of the site, who need not have written first, into the same rows as My messages;
 * whoever may not is refused and nothing is stored.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import { findChatContactsAction, sendChatMessageAction } from '@/lib/chat/actions';
import type { Database } from '@/lib/db/client';
import { membership } from '@/lib/db/schema';
import { markConversationReadAction } from '@/lib/messages/actions';
import { conversationsFor, threadFor, unreadCount } from '@/lib/messages/repository';
import { REPLY_MAX_LENGTH } from '@/lib/messages/repository';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<'ada' | 'bea' | 'viewer' | 'suspended' | 'adaOnTutoring' | 'tutor', TestBrowser>;
const ids = { ada: '', bea: '', viewer: '', suspended: '', tutor: '' };
const visitor = (): TestBrowser => new TestBrowser(auth, BOND);

type Refusal = readonly [string, () => TestBrowser, () => string, string | undefined, string];

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function messageCount(): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM message`);
  return result.rows[0]!.count;
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const ada = await signIn(auth, BOND, 'ada@example.com', { name: 'Ada Lovelace' });
  const bea = await signIn(auth, BOND, 'bea@example.com', { name: 'Bea Broker' });
  const viewer = await signIn(auth, BOND, 'viewer@example.com', { name: 'Vic Viewer' });
  const suspended = await signIn(auth, BOND, 'sus@example.com', { name: 'Sue Suspended' });
  const tutor = await signIn(auth, TUTORING, 'tutor@example.com', { name: 'Tom Tutor' });
  const adaOnTutoring = await signIn(auth, TUTORING, 'ada@example.com', { signUp: false });
  await setMembership(db, viewer.id, 'bond', { roles: ['member'], scopes: [] });
  await db.update(membership).set({ suspendedAt: new Date() }).where(eq(membership.userId, suspended.id));
  Object.assign(on, {
    ada: ada.browser,
    bea: bea.browser,
    viewer: viewer.browser,
    suspended: suspended.browser,
    tutor: tutor.browser,
    adaOnTutoring: adaOnTutoring.browser,
  });
  Object.assign(ids, {
    ada: ada.id,
    bea: bea.id,
    viewer: viewer.id,
    suspended: suspended.id,
    tutor: tutor.id,
  });
});

describe('sending a chat message', () => {
  it('starts a conversation with a member who never wrote, in the rows My messages shows', async () => {
    const before = await messageCount();
    const result = await as(on.ada, () => sendChatMessageAction(ids.bea, '  Hello Bea, shall we talk?  '));
    expect(result).toMatchObject({ ok: true });
    expect(await messageCount()).toBe(before + 1);

    const [conversation] = await conversationsFor(db, 'bond', ids.bea);
    expect(conversation).toMatchObject({
      key: `u:${ids.ada}`,
      counterpartName: 'Ada Lovelace',
      unreadCount: 1,
    });
    expect(await unreadCount(db, 'bond', ids.bea)).toBe(1);
    const thread = await threadFor(db, 'bond', ids.ada, `u:${ids.bea}`);
    expect(thread.map(({ body, direction }) => ({ body, direction }))).toEqual([
      { body: 'Hello Bea, shall we talk?', direction: 'out' },
    ]);

    // The answer goes the same way, and reading it uses the inbox's own action.
    expect(await as(on.bea, () => sendChatMessageAction(ids.ada, 'Yes, gladly.'))).toMatchObject({
      ok: true,
    });
    expect(await as(on.bea, () => markConversationReadAction(`u:${ids.ada}`))).toMatchObject({ ok: true });
    expect(await unreadCount(db, 'bond', ids.bea)).toBe(0);
  });

  it.each([
    ['signed out', () => visitor(), () => ids.bea, undefined, 'unauthenticated'],
    ['without scope internal', () => on.viewer, () => ids.bea, undefined, 'forbidden'],
    ['to a member who may not read messages', () => on.ada, () => ids.viewer, undefined, 'forbidden'],
    ['to a suspended member', () => on.ada, () => ids.suspended, undefined, 'forbidden'],
    ['to oneself', () => on.ada, () => ids.ada, undefined, 'forbidden'],
    ['to a member of another site only', () => on.ada, () => ids.tutor, undefined, 'forbidden'],
    [
      'from another site to a member who is not one there',
      () => on.adaOnTutoring,
      () => ids.bea,
      undefined,
      'forbidden',
    ],
    ['with the session replayed to another site', () => on.ada, () => ids.bea, TUTORING, 'unauthenticated'],
    ['to a malformed id', () => on.ada, () => "x' or 1=1", undefined, 'invalid'],
  ] satisfies Refusal[])('is refused %s and stores nothing', async (_who, who, to, origin, error) => {
    const before = await messageCount();
    expect(await as(who(), () => sendChatMessageAction(to(), 'Hello'), origin)).toMatchObject({
      ok: false,
      error,
    });
    expect(await messageCount()).toBe(before);
  });

  it('names an empty or too long text and stores nothing', async () => {
    const before = await messageCount();
    expect(await as(on.ada, () => sendChatMessageAction(ids.bea, '   '))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { body: 'bodyEmpty' },
    });
    expect(await as(on.ada, () => sendChatMessageAction(ids.bea, 'x'.repeat(REPLY_MAX_LENGTH + 1)))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { body: 'bodyTooLong' },
    });
    expect(await messageCount()).toBe(before);
  });
});

describe('the contact picker', () => {
  it("lists the site's members who can chat, without oneself, and finds them by name", async () => {
    const all = await as(on.ada, () => findChatContactsAction(''));
    expect(all).toEqual({ ok: true, contacts: [{ id: ids.bea, name: 'Bea Broker', avatarUrl: null }] });
    expect(await as(on.bea, () => findChatContactsAction('love'))).toEqual({
      ok: true,
      contacts: [{ id: ids.ada, name: 'Ada Lovelace', avatarUrl: null }],
    });
    expect(await as(on.bea, () => findChatContactsAction('%'))).toEqual({ ok: true, contacts: [] });
  });

  it("shows another site's members only there", async () => {
    expect(await as(on.adaOnTutoring, () => findChatContactsAction(''))).toEqual({
      ok: true,
      contacts: [{ id: ids.tutor, name: 'Tom Tutor', avatarUrl: null }],
    });
  });

  it.each([
    ['signed out', () => visitor(), 'unauthenticated'],
    ['without scope internal', () => on.viewer, 'forbidden'],
  ] as const)('is refused %s', async (_who, who, error) => {
    expect(await as(who(), () => findChatContactsAction(''))).toEqual({ ok: false, error });
  });
});
