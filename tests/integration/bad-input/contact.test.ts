/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '@/lib/contact/contact-action';
import { membership } from '@/lib/db/schema';
import { requestFrom } from '../next-request';
import { insertPerson } from '../test-helpers';
import * as payload from './payloads';
import { browser, db, expectStored, fieldErrorsOf, freshEmail, setUpBadInputSuite } from './shared';

vi.mock('next/headers', () => import('../next-request'));
vi.mock('next/cache', () => import('../next-request'));

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * Contact form (sendContactMessage, the form's server action), from a visitor of bond
 * ------------------------------------------------------------------------------------------- */

describe('contact form (sendContactMessage)', () => {
  /** A fresh e-mail each time: the per-address and per-e-mail limits are not what is tested here. */
  const visitor = () => ({
    name: 'Grace Hopper',
    email: freshEmail(),
    message: 'Is the offer still available in May?',
    website: '',
  });
  let admin: string;

  /** The form as a new visitor sends it: any JSON a client could post. */
  function send(input: unknown) {
    requestFrom(browser());
    return sendContactMessage(input);
  }

  async function lastMessageTo(recipientId: string) {
    const result = await db.execute<{ sender_name: string; sender_email: string; body: string }>(
      sql`SELECT sender_name, sender_email, body FROM message WHERE recipient_id = ${recipientId} ORDER BY created_at DESC LIMIT 1`,
    );
    return result.rows[0];
  }

  beforeAll(async () => {
    admin = await insertPerson(db, 'Bond Admin');
    await db.insert(membership).values({ userId: admin, siteId: 'bond', roles: ['admin'] });
  });

  it.each([
    ...(['name', 'email', 'message', 'website', 'listingId'] as const).flatMap((field) =>
      payload.WRONG_TYPES.map(([label, value]) => [field, label, value] as const),
    ),
    ['name', 'a 5 MB string', payload.FIVE_MB],
    ['message', 'a 5 MB string', payload.FIVE_MB],
    ['message', '10,000 characters of emoji', payload.EMOJI_10K],
    ['email', 'a script tag', payload.SCRIPT],
    ['email', 'a javascript: URL', payload.JS_URL],
    ['email', 'SQL-looking text', payload.SQLISH],
    ['email', 'a NUL character', 'grace\u0000@example.com'],
    ['listingId', 'SQL-looking text', payload.SQLISH],
    ['listingId', 'a path', '../../listing'],
    ['listingId', 'a NUL character', 'listing\u0000id'],
    ['name', 'only NUL characters', '\u0000\u0000\u0000'],
  ] as const)('refuses %s as %s with a field error and stores no message', async (field, _label, value) => {
    const result = await expectStored(() => send({ ...visitor(), [field]: value }));
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(Object.keys(fieldErrorsOf(result))).toContain(field);
  });

  it('answers an unknown offer with notFound and stores no message', async () => {
    expect(await expectStored(() => send({ ...visitor(), listingId: 'no-such-offer-1' }))).toEqual({
      ok: false,
      error: 'notFound',
    });
  });

  it.each([
    ['an RTL override', 'name', payload.RTL_OVERRIDE],
    ['a zero-width-joiner emoji sequence', 'message', `Hello ${payload.ZWJ_FAMILY}!`],
    ['a script tag', 'name', payload.SCRIPT],
    ['a script tag', 'message', `${payload.SCRIPT} <img src=x onerror=alert(1)>`],
    ['a javascript: URL', 'message', `See ${payload.JS_URL} for details`],
    ['SQL-looking text', 'message', `${payload.SQLISH} more text`],
  ])('accepts %s in the %s and stores it exactly as given', async (_label, field, value) => {
    expect(await expectStored(() => send({ ...visitor(), [field]: value }), { message: 1 })).toEqual({
      ok: true,
    });
    const stored = await lastMessageTo(admin);
    expect(field === 'name' ? stored?.sender_name : stored?.body).toBe(value);
  });

  it.each([
    ['NUL characters', 'name', 'Grace\u0000 Hopper', 'Grace Hopper'],
    ['NUL characters', 'message', 'Is it still\u0000 available?', 'Is it still available?'],
    ['a lone surrogate', 'message', 'Is it \udc00 available?', 'Is it \ufffd available?'],
  ])('drops %s from the %s and stores exactly what was parsed', async (_label, field, value, expected) => {
    expect(await expectStored(() => send({ ...visitor(), [field]: value }), { message: 1 })).toEqual({
      ok: true,
    });
    const stored = await lastMessageTo(admin);
    expect(field === 'name' ? stored?.sender_name : stored?.body).toBe(expected);
  });

  it('discards a filled honeypot, whatever it contains, stores nothing and still says thank you', async () => {
    for (const website of [payload.SCRIPT, payload.NUL, payload.SQLISH])
      expect(await expectStored(() => send({ ...visitor(), website }))).toEqual({ ok: true });
  });
});
