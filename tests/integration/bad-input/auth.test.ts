/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/lib/auth/auth';
import * as payload from './payloads';
import {
  DATA_DIR,
  BOND,
  PASSWORD,
  db,
  expectStored,
  expect4xx,
  freshAddress,
  browser,
  rawAuth,
  freshEmail,
  storedName,
  setUpBadInputSuite,
} from './shared';

setUpBadInputSuite();

/* ---------------------------------------------------------------------------------------------
 * better-auth: sign-up, sign-in, request-password-reset, reset-password
 * ------------------------------------------------------------------------------------------- */

const AUTH_PATHS = [
  '/sign-up/email',
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
] as const;

describe('better-auth endpoints', () => {
  describe.each(AUTH_PATHS)('%s', (path) => {
    it.each(payload.MALFORMED_JSON)(
      'refuses %s with a 4xx, signs nobody in and stores no user',
      async (_label, body) => {
        const response = await expectStored(() => rawAuth(path, body));
        expect4xx(response.status, body);
        expect(response.setsSession).toBe(false);
      },
    );

    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"ada@example.com"'],
      ['a number', '42'],
    ])('refuses a JSON body that is %s with a 4xx', async (_label, body) => {
      const response = await expectStored(() => rawAuth(path, body));
      expect4xx(response.status, body);
      expect(response.setsSession).toBe(false);
    });

    it('refuses a body sent as text/plain (a type a foreign page may post without CORS) with 415', async () => {
      const body = JSON.stringify({
        name: 'Ada Lovelace',
        email: freshEmail(),
        password: PASSWORD,
        newPassword: PASSWORD,
        token: 'x',
      });
      const response = await expectStored(() => rawAuth(path, body, 'text/plain'));
      expect(response.status).toBe(415);
    });
  });

  it('refuses a 5 MB sign-up body with 413 or 400 and stores no user', async () => {
    const email = freshEmail();
    const response = await expectStored(() =>
      browser().call('/sign-up/email', { body: { name: payload.FIVE_MB, email, password: PASSWORD } }),
    );
    expect([400, 413]).toContain(response.status);
    expect(await storedName(email)).toBeUndefined();
  });

  it.each([
    ['a 5 MB password at sign-in', '/sign-in/email', { email: 'ada@example.com', password: payload.FIVE_MB }],
    [
      'a 5 MB e-mail at sign-in',
      '/sign-in/email',
      { email: `${payload.FIVE_MB}@example.com`, password: PASSWORD },
    ],
    [
      'a 5 MB e-mail for a reset mail',
      '/request-password-reset',
      { email: `${payload.FIVE_MB}@example.com`, redirectTo: '/en/reset-password' },
    ],
    ['a 5 MB reset token', '/reset-password', { newPassword: 'brand-new-pass-9', token: payload.FIVE_MB }],
    ['a 5 MB new password', '/reset-password', { newPassword: `${payload.FIVE_MB}1`, token: 'some-token' }],
  ])('refuses %s with 413 or 400', async (_label, path, body) => {
    const response = await expectStored(() => browser().call(path, { body }));
    expect([400, 413]).toContain(response.status);
  });

  const validBodies: Record<(typeof AUTH_PATHS)[number], () => Record<string, unknown>> = {
    '/sign-up/email': () => ({ name: 'Ada Lovelace', email: freshEmail(), password: PASSWORD }),
    '/sign-in/email': () => ({ email: freshEmail(), password: PASSWORD }),
    '/request-password-reset': () => ({ email: freshEmail(), redirectTo: '/en/reset-password' }),
    '/reset-password': () => ({ newPassword: 'brand-new-pass-9', token: 'no-such-token' }),
  };
  const wrongTypeCases = AUTH_PATHS.flatMap((path) =>
    Object.keys(validBodies[path]()).flatMap((field) =>
      payload.WRONG_TYPES.map(([label, value]) => [path, field, label, value] as const),
    ),
  );

  it.each(wrongTypeCases)(
    '%s refuses %s as %s with 400 and stores nothing',
    async (path, field, _label, value) => {
      const response = await expectStored(() =>
        browser().call(path, { body: { ...validBodies[path](), [field]: value } }),
      );
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(response.json).toMatchObject({ code: expect.any(String) });
    },
  );

  describe('the name at sign-up', () => {
    it.each(payload.KEPT_AS_TYPED)('accepts %s and stores it exactly as given', async (_label, name) => {
      const email = freshEmail();
      const response = await expectStored(
        () => browser().call('/sign-up/email', { body: { name, email, password: PASSWORD } }),
        { user: 1 },
      );
      expect(response.status).toBe(200);
      expect(await storedName(email)).toBe(name);
    });

    it.each([
      ['a NUL character', payload.NUL],
      ['a lone surrogate', payload.LONE_SURROGATE],
      ['10,000 characters of emoji', payload.EMOJI_10K],
      ['81 characters', 'a'.repeat(81)],
      ['a single letter', 'A'],
    ])('refuses %s with 400 and stores no user', async (_label, name) => {
      const email = freshEmail();
      const response = await expectStored(() =>
        browser().call('/sign-up/email', { body: { name, email, password: PASSWORD } }),
      );
      expect(response.status).toBe(400);
      expect(await storedName(email)).toBeUndefined();
    });
  });

  const hostileStrings: Array<[string, string]> = [
    ['a NUL character', payload.NUL],
    ['a lone surrogate', payload.LONE_SURROGATE],
    ['an RTL override', payload.RTL_OVERRIDE],
    ['a zero-width joiner', payload.ZWJ_FAMILY],
    ['10,000 characters of emoji', payload.EMOJI_10K],
    ['a script tag', payload.SCRIPT],
    ['a javascript: URL', payload.JS_URL],
    ['SQL-looking text', payload.SQLISH],
  ];

  it.each(hostileStrings)(
    'refuses %s as an e-mail address at every endpoint with a 4xx, never a 500',
    async (_label, value) => {
      for (const email of [value, `${value}@example.com`]) {
        for (const path of ['/sign-up/email', '/sign-in/email', '/request-password-reset'] as const) {
          const response = await expectStored(() =>
            browser().call(path, { body: { ...validBodies[path](), email } }),
          );
          expect4xx(response.status, `${path} ${JSON.stringify(email).slice(0, 40)}`);
        }
      }
    },
  );

  it.each(hostileStrings)('refuses %s as a reset token with 400, never a 500', async (_label, token) => {
    const response = await expectStored(() =>
      browser().call('/reset-password', { body: { newPassword: 'brand-new-pass-9', token } }),
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['a NUL character', `${PASSWORD}\u0000`],
    ['a lone surrogate', `${PASSWORD}\ud800`],
  ])('refuses a password with %s at sign-up and sign-in with 400', async (_label, password) => {
    const email = freshEmail();
    const signUp = await expectStored(() =>
      browser().call('/sign-up/email', { body: { name: 'Ada Lovelace', email, password } }),
    );
    expect(signUp.status).toBe(400);
    const signIn = await expectStored(() => browser().call('/sign-in/email', { body: { email, password } }));
    expect(signIn.status).toBe(400);
  });

  describe('with the origin checks production runs', () => {
    // better-auth skips origin and redirect checks when NODE_ENV=test: switch them back on.
    let strict: Auth;
    const outbox = () => readdirSync(join(DATA_DIR, 'outbox'), { withFileTypes: true }).length;

    beforeAll(async () => {
      strict = createAuth(db);
      (await strict.$context).skipOriginCheck = false;
      await browser(strict).call('/sign-up/email', {
        body: { name: 'Reset Target', email: 'target@example.com', password: PASSWORD },
      });
      mkdirSync(join(DATA_DIR, 'outbox'), { recursive: true });
    });

    it.each([payload.JS_URL, 'https://evil.example/steal', '//evil.example/steal', '/\\evil.example'])(
      'refuses the reset redirect %s with 403 and sends no mail',
      async (redirectTo) => {
        const mails = outbox();
        const response = await browser(strict).call('/request-password-reset', {
          body: { email: 'target@example.com', redirectTo },
        });
        expect(response.status).toBe(403);
        expect(outbox()).toBe(mails);
      },
    );

    it.each([payload.JS_URL, 'https://evil.example/steal'])(
      'refuses the reset link callback %s with 403, never a redirect',
      async (callbackURL) => {
        const response = await strict.handler(
          new Request(
            `${BOND}/api/auth/reset-password/some-token?callbackURL=${encodeURIComponent(callbackURL)}`,
            { headers: { 'x-forwarded-for': freshAddress() } },
          ),
        );
        expect(response.status).toBe(403);
        expect(response.headers.get('location')).toBeNull();
      },
    );

    it('refuses a sign-up posted from a foreign origin with 403 and stores no user', async () => {
      const email = freshEmail();
      const response = await expectStored(() =>
        strict.handler(
          new Request(`${BOND}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: {
              origin: 'https://evil.example',
              'content-type': 'application/json',
              'x-forwarded-for': freshAddress(),
            },
            body: JSON.stringify({ name: 'Ada Lovelace', email, password: PASSWORD }),
          }),
        ),
      );
      expect(response.status).toBe(403);
    });
  });
});
