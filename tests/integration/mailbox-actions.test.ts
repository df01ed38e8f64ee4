/**
 * The e-mail app's server actions as a request runs them (see action-access.test.ts): the site from
 * the Host header, the viewer from a real session. Whoever may not act is refused and nothing
 * changes: signed out, without scope `internal`, another member's message or label, another site.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { mailLabel, message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import {
  changeMailAction,
  createLabelAction,
  deleteLabelAction,
  labelMailAction,
  updateLabelAction,
} from '@/lib/mailbox/actions';
import { labelsOf } from '@/lib/mailbox/labels';
import { signIn, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';

let db: Database;
let auth: Auth;
const on = {} as Record<'owner' | 'other' | 'viewer' | 'ownerOnTutoring', TestBrowser>;
const ids = { owner: '', other: '', viewer: '', mail: '', othersMail: '', tutoringMail: '', othersLabel: '' };

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function insertMessage(siteId: string, recipientId: string, senderId: string | null) {
  const id = newId();
  await db.insert(message).values({
    id,
    siteId,
    recipientId,
    senderId,
    senderName: 'Someone',
    senderEmail: 'someone@example.com',
    body: 'Hello',
  });
  return id;
}

/** Everything an action could change, to compare before and after a refusal. */
async function snapshot() {
  const result = await db.execute(
    sql`SELECT (SELECT count(*) FROM mail_state)::int AS states, (SELECT count(*) FROM mail_label)::int AS labels,
      (SELECT count(*) FROM mail_message_label)::int AS tagged, (SELECT count(*) FROM message WHERE read_at IS NOT NULL)::int AS read,
      (SELECT string_agg(name, ',' ORDER BY id) FROM mail_label) AS names`,
  );
  return result.rows[0];
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const owner = await signIn(auth, BOND, 'owner@example.com');
  const other = await signIn(auth, BOND, 'other@example.com');
  const viewer = await signIn(auth, BOND, 'viewer@example.com');
  await setMembership(db, viewer.id, 'bond', { roles: ['member'], scopes: [] });
  const ownerOnTutoring = await signIn(auth, TUTORING, 'owner@example.com', { signUp: false });
  Object.assign(on, {
    owner: owner.browser,
    other: other.browser,
    viewer: viewer.browser,
    ownerOnTutoring: ownerOnTutoring.browser,
  });
  Object.assign(ids, { owner: owner.id, other: other.id, viewer: viewer.id });
  ids.mail = await insertMessage('bond', owner.id, other.id);
  ids.othersMail = await insertMessage('bond', other.id, null);
  ids.tutoringMail = await insertMessage('tutoring', owner.id, null);
  const label = await as(on.other, () => createLabelAction({ name: 'Private', color: 'red' }));
  if (!label.ok) throw new Error('the other member could not create a label');
  ids.othersLabel = (await labelsOf(db, 'bond', other.id))[0]!.id;
});

describe('the member’s own mailbox', () => {
  it('lets the recipient star, read, label, trash and restore a message', async () => {
    expect(await as(on.owner, () => changeMailAction([ids.mail], { kind: 'star', starred: true }))).toEqual({
      ok: true,
      count: 1,
    });
    expect(await as(on.owner, () => changeMailAction([ids.mail], { kind: 'read', read: true }))).toEqual({
      ok: true,
      count: 1,
    });
    const created = await as(on.owner, () => createLabelAction({ name: 'Tax 2026', color: 'amber' }));
    expect(created).toEqual({ ok: true, count: 0, slug: 'tax-2026' });
    const [label] = await labelsOf(db, 'bond', ids.owner);
    expect(await as(on.owner, () => labelMailAction([ids.mail], label!.id, true))).toEqual({
      ok: true,
      count: 1,
    });
    expect(await as(on.owner, () => updateLabelAction(label!.id, { name: 'Taxes', color: 'green' }))).toEqual(
      {
        ok: true,
        count: 0,
        slug: 'taxes',
      },
    );
    expect(await as(on.owner, () => changeMailAction([ids.mail], { kind: 'trash' }))).toEqual({
      ok: true,
      count: 1,
    });
    expect(await as(on.owner, () => changeMailAction([ids.mail], { kind: 'restore' }))).toEqual({
      ok: true,
      count: 1,
    });
  });

  it('answers a duplicate or reserved label name with the field’s error', async () => {
    expect(await as(on.owner, () => createLabelAction({ name: 'TAXES', color: 'red' }))).toEqual({
      ok: false,
      error: 'nameTaken',
      fieldErrors: { name: 'labelNameTaken' },
    });
    expect(await as(on.owner, () => createLabelAction({ name: 'Trash', color: 'red' }))).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { name: 'labelNameReserved' },
    });
  });

  it('refuses malformed input before anything else', async () => {
    for (const result of [
      await as(on.owner, () => changeMailAction('all', { kind: 'trash' })),
      await as(on.owner, () => changeMailAction([], { kind: 'trash' })),
      await as(on.owner, () => changeMailAction([ids.mail], { kind: 'purge' })),
      await as(on.owner, () => changeMailAction(Array(101).fill(ids.mail), { kind: 'trash' })),
      await as(on.owner, () => labelMailAction([ids.mail], "x' or 1=1", true)),
      await as(on.owner, () => deleteLabelAction({ id: 'x' })),
    ])
      expect(result).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('refusals', () => {
  const refusals = [
    ['signed out', () => new TestBrowser(auth, BOND), () => ids.mail, undefined, 'unauthenticated'],
    ['without scope internal', () => on.viewer, () => ids.mail, undefined, 'forbidden'],
    ['on another member’s message', () => on.owner, () => ids.othersMail, undefined, 'notFound'],
    ['on another site’s message', () => on.owner, () => ids.tutoringMail, undefined, 'notFound'],
    ['signed in on another site', () => on.ownerOnTutoring, () => ids.mail, undefined, 'notFound'],
    ['with a session replayed to another site', () => on.owner, () => ids.mail, TUTORING, 'unauthenticated'],
  ] as const;

  it.each(refusals)('refuse every message change %s', async (_who, who, id, origin, error) => {
    const before = await snapshot();
    for (const change of [
      { kind: 'star', starred: false },
      { kind: 'read', read: false },
      { kind: 'trash' },
      { kind: 'deleteForever' },
    ])
      expect(await as(who(), () => changeMailAction([id()], change), origin)).toEqual({ ok: false, error });
    const [label] = await labelsOf(db, 'bond', ids.owner);
    expect(await as(who(), () => labelMailAction([id()], label!.id, false), origin)).toMatchObject({
      ok: false,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuse another member’s label to anyone but its owner', async () => {
    const before = await snapshot();
    const refused = { ok: false, error: 'notFound' };
    expect(await as(on.owner, () => labelMailAction([ids.mail], ids.othersLabel, true))).toEqual(refused);
    expect(
      await as(on.owner, () => updateLabelAction(ids.othersLabel, { name: 'Mine now', color: 'red' })),
    ).toEqual(refused);
    expect(await as(on.owner, () => deleteLabelAction(ids.othersLabel))).toEqual(refused);
    expect(await snapshot()).toEqual(before);
    const [stored] = await db
      .select({ name: mailLabel.name })
      .from(mailLabel)
      .where(eq(mailLabel.id, ids.othersLabel));
    expect(stored).toEqual({ name: 'Private' });
  });

  it.each([
    ['signed out', () => new TestBrowser(auth, BOND), 'unauthenticated'],
    ['without scope internal', () => on.viewer, 'forbidden'],
  ] as const)('refuse label changes %s', async (_who, who, error) => {
    const before = await snapshot();
    expect(await as(who(), () => createLabelAction({ name: 'Sneaky', color: 'red' }))).toEqual({
      ok: false,
      error,
    });
    expect(
      await as(who(), () => updateLabelAction(ids.othersLabel, { name: 'Sneaky', color: 'red' })),
    ).toEqual({ ok: false, error });
    expect(await as(who(), () => deleteLabelAction(ids.othersLabel))).toEqual({ ok: false, error });
    expect(await snapshot()).toEqual(before);
  });
});
