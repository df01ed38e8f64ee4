/**
 * Bad input at every door (docs/architecture.md §9): malformed JSON, huge bodies, wrong types, unicode edge cases
 * and script payloads thrown at the real handlers on a real PostgreSQL and a real realtime server.
 *
 * Every refused case gets a clear 4xx, a typed error (ZodError, MediaError, ReplyNotAllowed…) or a
 * `realtime-error` event; the process never sees an unhandled rejection, and no row is stored
 * half-way (rows of user, listing, media and message are counted before and after each case).
 *
 * What is legitimately accepted, and how:
 * - Stored exactly as given: `<script>` tags, `javascript:` URLs, SQL-looking text, RTL overrides
 *   (U+202E) and zero-width-joiner emoji sequences in names, listing text, contact messages and
 *   replies. They are data: queries are parameterised, and every place that shows them renders
 *   text, never HTML (React text nodes such as HighlightedText, JSON-LD with `<` escaped,
 *   text/plain mails). Asserted below by rendering what was stored.
 * - Normalised, then stored exactly as parsed: free text of the listing, contact and reply forms
 *   and the search query lose C0 control characters (NUL cannot be stored in PostgreSQL text;
 *   U+0001/U+0002 are the search highlight markers) and get U+FFFD for a lone surrogate (which
 *   UTF-8 cannot encode).
 * - Refused: the same characters in credentials and account names (sign-up, sign-in, password
 *   reset), which must never be altered silently.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { GET as getMedia } from '@/app/api/media/[...key]/route';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { robotsRules } from '@/lib/crawlers/robots';
import { liveKitConfig } from '@/lib/calls/livekit-token';
import { handleTokenRequest } from '@/lib/calls/token-request';
import { contactSubmissionSchema } from '@/lib/contact/contact-schema';
import { storeContactMessage } from '@/lib/contact/store-contact-message';
import type { Database } from '@/lib/db/client';
import { membership, message, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { listingFormSchema, type ListingFormValues } from '@/lib/listings/listing-schema';
import { createListing, ForeignMedia } from '@/lib/listings/repository';
import { searchListings, searchParamsSchema } from '@/lib/listings/search';
import { MediaError } from '@/lib/media/media-error';
import { saveUpload } from '@/lib/media/save-upload';
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
import { serializeJsonLd } from '@/lib/offers/json-ld';
import {
  BROADCAST,
  JOIN_ROOM,
  MAX_PAYLOAD_BYTES,
  REALTIME_ERROR,
  ROOM_MESSAGE,
  ROOM_MESSAGE_LOG,
  conferenceRoomName,
  personalRoom,
  type RoomMessage,
} from '@/lib/realtime/protocol';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { LocalDiskStorage } from '@/lib/storage/local-disk';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import { HighlightedText } from '@/components/search/highlighted-text';
import { getSite } from '@/sites';
import { TestBrowser } from './auth-client';
import { freshDatabase } from './test-database';
import { bondListingForm, failOnUnhandledErrors, nextEvent, openSocket, testTokenKeys, whenConnected } from './test-helpers';

// Mails (outbox) and local-disk media live under DATA_DIR; set before anything reads it.
const DATA_DIR = mkdtempSync(join(tmpdir(), 'multisite-bad-input-'));
process.env.DATA_DIR = DATA_DIR;

const BOND = 'http://bond.localhost:3000';
const PASSWORD = 'correct-horse-42';

/* The payloads. */
const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
const NUL = 'Ada\u0000Lovelace';
const LONE_SURROGATE = 'Ada \ud800 Lovelace';
const RTL_OVERRIDE = 'Ada \u202eecalevoL';
const ZWJ_FAMILY = 'Family tour 👨\u200d👩\u200d👧\u200d👦';
const EMOJI_10K = '😀'.repeat(10_000); // 10,000 characters (zod counts code points), 20,000 UTF-16 units
const SCRIPT = '<script>alert(1)</script>';
const JS_URL = 'javascript:alert(1)';
const SQLISH = "'; DROP TABLE listing; --";
/** Text a field must keep exactly as typed: stored as given, and rendered as text, never as markup. */
const KEPT_AS_TYPED: Array<[string, string]> = [
  ['an RTL override', RTL_OVERRIDE],
  ['a zero-width-joiner emoji sequence', ZWJ_FAMILY],
  ['a script tag', SCRIPT],
  ['a javascript: URL', JS_URL],
  ['SQL-looking text', SQLISH],
];
const WRONG_TYPES: Array<[string, unknown]> = [
  ['a number', 42],
  ['an array', ['Ada']],
  ['null', null],
  ['a nested object', { first: 'Ada', $ne: '' }],
  ['a boolean', true],
];
const MALFORMED_JSON: Array<[string, string]> = [
  ['a truncated object', '{"email": "ada@example.com", "password": '],
  ['an unquoted key', '{email: 1}'],
  ['an empty body', ''],
  ['a trailing comma', '{"email": "a@example.com",}'],
  ['a bare word', 'undefined'],
  ['a BOM and garbage', '\ufeff\u0000{}'],
];

let db: Database;
let auth: Auth;

/* ---------------------------------------------------------------------------------------------
 * Guards shared by every case: no unhandled rejection, nothing stored half-way.
 * ------------------------------------------------------------------------------------------- */

failOnUnhandledErrors();

interface RowCounts {
  user: number;
  listing: number;
  media: number;
  message: number;
}

async function rowCounts(): Promise<RowCounts> {
  const result = await db.execute<{ user: number; listing: number; media: number; message: number }>(sql`
    SELECT (SELECT count(*) FROM "user")::int AS "user", (SELECT count(*) FROM listing)::int AS listing,
           (SELECT count(*) FROM media)::int AS media, (SELECT count(*) FROM message)::int AS message`);
  return result.rows[0]!;
}

/** Runs `action` and checks that the row counts changed by exactly `delta` (default: not at all). */
async function expectStored<T>(action: () => Promise<T>, delta: Partial<RowCounts> = {}): Promise<T> {
  const before = await rowCounts();
  const result = await action();
  const after = await rowCounts();
  expect(after).toEqual({
    user: before.user + (delta.user ?? 0),
    listing: before.listing + (delta.listing ?? 0),
    media: before.media + (delta.media ?? 0),
    message: before.message + (delta.message ?? 0),
  });
  return result;
}

function expect4xx(status: number, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
}

/** Every browser comes from its own address, so better-auth's per-address limits never kick in. */
let addressCount = 0;
function freshAddress(): string {
  addressCount += 1;
  return `10.77.${addressCount >> 8}.${addressCount & 255}`;
}
const browser = (authInstance: Auth = auth) => new TestBrowser(authInstance, BOND, freshAddress());

/** A raw request to better-auth, for bodies a TestBrowser would not send (it always JSON-encodes). */
async function rawAuth(path: string, body: string, contentType = 'application/json') {
  const response = await auth.handler(
    new Request(`${BOND}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: BOND, 'x-forwarded-for': freshAddress(), 'content-type': contentType },
      body,
    }),
  );
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.includes('session_token'));
  return { status: response.status, text: await response.text(), setsSession };
}

let emailCount = 0;
const freshEmail = () => `bad-input-${++emailCount}@example.com`;

async function storedName(email: string): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(sql`SELECT name FROM "user" WHERE email = ${email}`);
  return result.rows[0]?.name;
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  auth = createAuth(db);
});

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
    it.each(MALFORMED_JSON)(
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
      browser().call('/sign-up/email', { body: { name: FIVE_MB, email, password: PASSWORD } }),
    );
    expect([400, 413]).toContain(response.status);
    expect(await storedName(email)).toBeUndefined();
  });

  it.each([
    ['a 5 MB password at sign-in', '/sign-in/email', { email: 'ada@example.com', password: FIVE_MB }],
    ['a 5 MB e-mail at sign-in', '/sign-in/email', { email: `${FIVE_MB}@example.com`, password: PASSWORD }],
    [
      'a 5 MB e-mail for a reset mail',
      '/request-password-reset',
      { email: `${FIVE_MB}@example.com`, redirectTo: '/en/reset-password' },
    ],
    ['a 5 MB reset token', '/reset-password', { newPassword: 'brand-new-pass-9', token: FIVE_MB }],
    ['a 5 MB new password', '/reset-password', { newPassword: `${FIVE_MB}1`, token: 'some-token' }],
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
      WRONG_TYPES.map(([label, value]) => [path, field, label, value] as const),
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
    it.each(KEPT_AS_TYPED)('accepts %s and stores it exactly as given', async (_label, name) => {
      const email = freshEmail();
      const response = await expectStored(
        () => browser().call('/sign-up/email', { body: { name, email, password: PASSWORD } }),
        { user: 1 },
      );
      expect(response.status).toBe(200);
      expect(await storedName(email)).toBe(name);
    });

    it.each([
      ['a NUL character', NUL],
      ['a lone surrogate', LONE_SURROGATE],
      ['10,000 characters of emoji', EMOJI_10K],
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
    ['a NUL character', NUL],
    ['a lone surrogate', LONE_SURROGATE],
    ['an RTL override', RTL_OVERRIDE],
    ['a zero-width joiner', ZWJ_FAMILY],
    ['10,000 characters of emoji', EMOJI_10K],
    ['a script tag', SCRIPT],
    ['a javascript: URL', JS_URL],
    ['SQL-looking text', SQLISH],
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

    it.each([JS_URL, 'https://evil.example/steal', '//evil.example/steal', '/\\evil.example'])(
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

    it.each([JS_URL, 'https://evil.example/steal'])(
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

/* ---------------------------------------------------------------------------------------------
 * LiveKit token core (handleTokenRequest)
 * ------------------------------------------------------------------------------------------- */

describe('POST /api/livekit/token (handleTokenRequest)', () => {
  const livekit = liveKitConfig({
    LIVEKIT_URL: 'ws://sfu.internal:7880',
    LIVEKIT_API_KEY: 'testkey',
    LIVEKIT_API_SECRET: 'test-secret-at-least-32-characters-long',
  });
  let jwks: JWTVerifyGetKey;
  const ada = { id: '', token: '' };

  beforeAll(async () => {
    const signedIn = browser();
    await signedIn.call('/sign-up/email', {
      body: { name: 'Ada Caller', email: 'caller@example.com', password: PASSWORD },
    });
    expect(
      (await signedIn.call('/sign-in/email', { body: { email: 'caller@example.com', password: PASSWORD } }))
        .status,
    ).toBe(200);
    ada.id = ((await signedIn.call('/get-session')).json.user as { id: string }).id;
    ada.token = (await signedIn.call('/token')).json.token as string;
    jwks = createLocalJWKSet((await signedIn.call('/jwks')).json as unknown as JSONWebKeySet);
  });

  async function requestToken(body: string, headers: Record<string, string> = {}) {
    const request = new Request('http://bond.localhost:3000/api/livekit/token', {
      method: 'POST',
      headers: {
        host: 'bond.localhost:3000',
        'content-type': 'application/json',
        authorization: `Bearer ${ada.token}`,
        ...headers,
      },
      body,
    });
    const response = await expectStored(() => handleTokenRequest(request, { jwks, db, livekit }));
    return { status: response.status, json: (await response.json()) as Record<string, string> };
  }

  const valid = () => ({ roomName: `diag_${ada.id}`, participantName: 'Ada' });

  it('answers the control request with a token', async () => {
    expect((await requestToken(JSON.stringify(valid()))).status).toBe(200);
  });

  it.each([
    ...MALFORMED_JSON,
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"diag"'],
    ['a number', '7'],
  ])('refuses %s with 400 and an errorMessage', async (_label, body) => {
    const response = await requestToken(body);
    expect(response.status).toBe(400);
    expect(response.json.errorMessage).toEqual(expect.any(String));
    expect(response.json.token).toBeUndefined();
  });

  it('refuses a 5 MB body with 400, declared or not', async () => {
    const body = JSON.stringify({ ...valid(), participantName: FIVE_MB });
    expect((await requestToken(body)).status).toBe(400);
    expect((await requestToken(body, { 'content-length': String(body.length) })).status).toBe(400);
  });

  it.each(
    ['roomName', 'participantName'].flatMap((field) =>
      WRONG_TYPES.map(([label, value]) => [field, label, value] as const),
    ),
  )('refuses %s as %s with 400', async (field, _label, value) => {
    const response = await requestToken(JSON.stringify({ ...valid(), [field]: value }));
    expect(response.status).toBe(400);
    expect(response.json.errorMessage).toEqual(expect.any(String));
  });

  it.each([
    ['a NUL character', `diag_${'\u0000'}`],
    ['a lone surrogate', 'diag_\ud800'],
    ['an RTL override', 'diag_\u202e'],
    ['a zero-width joiner', ZWJ_FAMILY],
    ['10,000 characters of emoji', EMOJI_10K],
    ['a script tag', SCRIPT],
    ['a javascript: URL', JS_URL],
    ['SQL-looking text', SQLISH],
    ['a path', '../../diag'],
  ])('refuses a room name with %s with 400', async (_label, roomName) => {
    const response = await requestToken(JSON.stringify({ ...valid(), roomName }));
    expect(response.status).toBe(400);
    expect(response.json.token).toBeUndefined();
  });

  it('refuses a participant name of 10,000 emoji characters with 400', async () => {
    expect((await requestToken(JSON.stringify({ ...valid(), participantName: EMOJI_10K }))).status).toBe(400);
  });

  it.each([NUL, LONE_SURROGATE, RTL_OVERRIDE, SCRIPT, JS_URL, SQLISH])(
    'accepts the participant name %j: the identity and name come from the profile, never from it',
    async (participantName) => {
      const response = await requestToken(JSON.stringify({ ...valid(), participantName }));
      expect(response.status).toBe(200);
      const claims = JSON.parse(Buffer.from(response.json.token!.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
        name: string;
      };
      expect([claims.sub, claims.name]).toEqual([ada.id, 'Ada Caller']);
    },
  );

  it.each([
    ['a garbage bearer', 'Bearer garbage'],
    ['two tokens', `Bearer ${'a'.repeat(10)} ${'b'.repeat(10)}`],
    ['a script', `Bearer ${SCRIPT}`],
    ['a huge header', `Bearer ${'x'.repeat(64 * 1024)}`],
    ['another scheme', `Basic ${Buffer.from('ada:pw').toString('base64')}`],
  ])('refuses %s as authorization with 403', async (_label, authorization) => {
    expect((await requestToken(JSON.stringify(valid()), { authorization })).status).toBe(403);
  });
});

/* ---------------------------------------------------------------------------------------------
 * Listing form schema + createListing (the server action parses first, then stores)
 * ------------------------------------------------------------------------------------------- */

describe('listing form (listingFormSchema, then createListing)', () => {
  const BOND_SCOPE = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };
  let owner: string;

  const offer = (overrides: Record<string, unknown> = {}) => bondListingForm(overrides);

  /** What saveListingAction does: parse with the form schema; store only what parsed. */
  async function save(
    input: unknown,
  ): Promise<
    { ok: true; id: string; parsed: ListingFormValues } | { ok: false; issues: z.core.$ZodIssue[] }
  > {
    const parsed = listingFormSchema.safeParse(input);
    if (!parsed.success) return { ok: false, issues: parsed.error.issues };
    return { ok: true, id: await createListing(db, BOND_SCOPE, owner, parsed.data), parsed: parsed.data };
  }

  async function storedListing(id: string) {
    const result = await db.execute<{
      productName: string;
      description: string;
      duration: string;
      location: string;
    }>(
      sql`SELECT product_name AS "productName", description, duration, location FROM listing WHERE id = ${id}`,
    );
    return result.rows[0];
  }

  beforeAll(async () => {
    owner = newId();
    await db.insert(user).values({ id: owner, name: 'Olga Owner', email: 'olga@example.com' });
  });

  const textFields = ['productName', 'description', 'price', 'duration', 'location'] as const;

  it.each([
    ...textFields.flatMap((field) => WRONG_TYPES.map(([label, value]) => [field, label, value] as const)),
    ['pricing', 'a script tag', SCRIPT],
    ['pricing', 'a number', 3],
    ['publish', 'a string', 'yes'],
    ['publish', 'null', null],
    ['images', 'a string', 'all of them'],
    ['images', 'an object', { 0: { mediaId: 'abcdefgh', alt: '' } }],
    ['images', 'an entry with a numeric id', [{ mediaId: 12345678, alt: '' }]],
    ['images', 'an entry with a path as id', [{ mediaId: '../../etc/passwd', alt: '' }]],
    ['images', 'an entry with SQL as id', [{ mediaId: SQLISH, alt: '' }]],
    ['images', 'an entry without an id', [{ alt: 'Tram' }]],
    [
      'images',
      'thirteen entries',
      Array.from({ length: 13 }, (_, index) => ({ mediaId: `media-id-${index}`, alt: '' })),
    ],
  ] as const)('refuses %s as %s with a field error and stores nothing', async (field, _label, value) => {
    const result = await expectStored(() => save(offer({ [field]: value })));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it.each([
    ['a 5 MB product name', 'productName', FIVE_MB, 'productNameTooLong'],
    ['a 5 MB description', 'description', FIVE_MB, 'descriptionTooLong'],
    ['10,000 characters of emoji as product name', 'productName', EMOJI_10K, 'productNameTooLong'],
    ['10,000 characters of emoji as description', 'description', EMOJI_10K, 'descriptionTooLong'],
    ['5,001 emoji as description', 'description', '😀'.repeat(5_001), 'descriptionTooLong'],
    ['a script as price', 'price', SCRIPT, 'priceInvalid'],
    ['SQL as price', 'price', SQLISH, 'priceInvalid'],
    ['an RTL-reversed price', 'price', '\u202e0001', 'priceInvalid'],
    ['a 5 MB image alt text', 'images', [{ mediaId: 'abcdefgh', alt: FIVE_MB }], 'altTooLong'],
  ])('refuses %s (field %s) with %s and stores nothing', async (_label, field, value, key) => {
    const result = await expectStored(() => save(offer({ [field]: value })));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.message)).toContain(key);
  });

  it.each([
    ['an RTL override', 'productName', `Bond ${RTL_OVERRIDE}`],
    ['a zero-width-joiner emoji sequence', 'productName', ZWJ_FAMILY],
    ['a script tag', 'productName', SCRIPT],
    ['a script tag', 'description', `${SCRIPT} and an image <img src=x onerror=alert(1)>`],
    ['a javascript: URL', 'location', JS_URL],
    ['SQL-looking text', 'productName', SQLISH],
    ['SQL-looking text', 'duration', SQLISH],
    ['5,000 emoji (limits count characters, not UTF-16 units)', 'description', '😀'.repeat(5_000)],
  ])('accepts %s in %s and stores it exactly as given', async (_label, field, value) => {
    const result = await expectStored(() => save(offer({ [field]: value })), { listing: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await storedListing(result.id)).toMatchObject({ [field]: value });
  });

  it.each([
    ['NUL characters', `Tram\u0000 bond\u0000`, 'Tram bond'],
    ['the search highlight markers U+0001/U+0002', 'Tram \u0001bond\u0002 2031', 'Tram bond 2031'],
    ['a lone surrogate', `Tram \ud800 bond`, 'Tram \ufffd bond'],
  ])('drops %s from free text and stores exactly what was parsed', async (_label, productName, expected) => {
    const result = await expectStored(
      () => save(offer({ productName, description: `${productName} for ten years.` })),
      { listing: 1 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.parsed.productName).toBe(expected);
    expect(await storedListing(result.id)).toMatchObject({
      productName: expected,
      description: `${expected} for ten years.`,
    });
  });

  it('refuses image ids that are not uploads of this member with ForeignMedia and stores no listing', async () => {
    const parsed = listingFormSchema.parse(offer({ images: [{ mediaId: 'not-an-upload-1', alt: SCRIPT }] }));
    await expectStored(() =>
      expect(createListing(db, BOND_SCOPE, owner, parsed)).rejects.toBeInstanceOf(ForeignMedia),
    );
  });

  it('renders stored script text as text in search results and JSON-LD, never as HTML', async () => {
    const productName = `Tram ${SCRIPT}`;
    const result = await save(
      offer({ productName, description: `Tramway <img src=x onerror=alert(1)> ${JS_URL}` }),
    );
    expect(result.ok).toBe(true);
    const search = await searchListings(db, 'bond', 'english', searchParamsSchema.parse({ q: 'tram alert' }));
    const hit = search.hits.find((candidate) => candidate.listing.productName === productName);
    expect(hit).toBeDefined();
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(HighlightedText, { segments: hit!.name }),
        createElement(HighlightedText, { segments: hit!.excerpt }),
      ),
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const jsonLd = serializeJsonLd({ name: hit!.listing.productName, description: hit!.listing.description });
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toEqual({
      name: productName,
      description: `Tramway <img src=x onerror=alert(1)> ${JS_URL}`,
    });
  });

  it.each([
    ['a NUL character', `tram\u0000`],
    ['a lone surrogate', 'tram\ud800'],
    ['highlight markers', '\u0001tram\u0002'],
    ['SQL-looking text', SQLISH],
    ['a tsquery operator soup', `!(tram & | <-> :* ${SCRIPT}`],
    ['10,000 characters of emoji', EMOJI_10K],
  ])('answers a search for %s with results or none, never an error', async (_label, q) => {
    for (const [siteId, config] of [
      ['bond', 'english'],
      ['tutoring', 'simple'],
    ] as const) {
      const query = searchParamsSchema.parse({ q, location: q, minPrice: q, page: q });
      await expect(searchListings(db, siteId, config, query)).resolves.toMatchObject({
        hits: expect.any(Array),
      });
    }
  });
});

/* ---------------------------------------------------------------------------------------------
 * Contact form (contactSubmissionSchema, then storeContactMessage)
 * ------------------------------------------------------------------------------------------- */

describe('contact form (contactSubmissionSchema, then storeContactMessage)', () => {
  const bond = getSite('bond');
  const visitor = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Is the offer still available in May?',
    website: '',
  };
  let admin: string;

  /** What sendContactMessage does: parse with the schema; store only what parsed. */
  async function send(input: unknown) {
    const parsed = contactSubmissionSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid' as const, issues: parsed.error.issues };
    return { ...(await storeContactMessage(db, bond, parsed.data)), parsed: parsed.data };
  }

  async function lastMessageTo(recipientId: string) {
    const result = await db.execute<{ sender_name: string; sender_email: string; body: string }>(
      sql`SELECT sender_name, sender_email, body FROM message WHERE recipient_id = ${recipientId} ORDER BY created_at DESC LIMIT 1`,
    );
    return result.rows[0];
  }

  beforeAll(async () => {
    admin = newId();
    await db.insert(user).values({ id: admin, name: 'Bond Admin', email: 'bond-admin@example.com' });
    await db.insert(membership).values({ userId: admin, siteId: 'bond', roles: ['admin'] });
  });

  it.each([
    ...(['name', 'email', 'message', 'website', 'listingId'] as const).flatMap((field) =>
      WRONG_TYPES.map(([label, value]) => [field, label, value] as const),
    ),
    ['name', 'a 5 MB string', FIVE_MB],
    ['message', 'a 5 MB string', FIVE_MB],
    ['message', '10,000 characters of emoji', EMOJI_10K],
    ['email', 'a script tag', SCRIPT],
    ['email', 'a javascript: URL', JS_URL],
    ['email', 'SQL-looking text', SQLISH],
    ['email', 'a NUL character', 'grace\u0000@example.com'],
    ['listingId', 'SQL-looking text', SQLISH],
    ['listingId', 'a path', '../../listing'],
    ['listingId', 'a NUL character', 'listing\u0000id'],
    ['name', 'only NUL characters', '\u0000\u0000\u0000'],
  ] as const)('refuses %s as %s with a field error and stores no message', async (field, _label, value) => {
    const result = await expectStored(() => send({ ...visitor, [field]: value }));
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('answers an unknown offer with listingNotFound and stores no message', async () => {
    expect((await expectStored(() => send({ ...visitor, listingId: 'no-such-offer-1' }))).kind).toBe(
      'listingNotFound',
    );
  });

  it.each([
    ['an RTL override', 'name', RTL_OVERRIDE],
    ['a zero-width-joiner emoji sequence', 'message', `Hello ${ZWJ_FAMILY}!`],
    ['a script tag', 'name', SCRIPT],
    ['a script tag', 'message', `${SCRIPT} <img src=x onerror=alert(1)>`],
    ['a javascript: URL', 'message', `See ${JS_URL} for details`],
    ['SQL-looking text', 'message', `${SQLISH} more text`],
  ])('accepts %s in the %s and stores it exactly as given', async (_label, field, value) => {
    const result = await expectStored(() => send({ ...visitor, [field]: value }), { message: 1 });
    expect(result.kind).toBe('stored');
    const stored = await lastMessageTo(admin);
    expect(field === 'name' ? stored?.sender_name : stored?.body).toBe(value);
  });

  it.each([
    ['NUL characters', 'name', 'Grace\u0000 Hopper', 'Grace Hopper'],
    ['NUL characters', 'message', 'Is it still\u0000 available?', 'Is it still available?'],
    ['a lone surrogate', 'message', 'Is it \udc00 available?', 'Is it \ufffd available?'],
  ])('drops %s from the %s and stores exactly what was parsed', async (_label, field, value, expected) => {
    const result = await expectStored(() => send({ ...visitor, [field]: value }), { message: 1 });
    expect(result.kind).toBe('stored');
    const stored = await lastMessageTo(admin);
    expect(field === 'name' ? stored?.sender_name : stored?.body).toBe(expected);
  });

  it('discards a filled honeypot, whatever it contains, and stores nothing', async () => {
    for (const website of [SCRIPT, NUL, SQLISH])
      expect((await expectStored(() => send({ ...visitor, website }))).kind).toBe('discarded');
  });
});

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
    await db
      .insert(message)
      .values({
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
    ...WRONG_TYPES,
    ['an empty key', ''],
    ['a bare prefix', 'u:'],
    ['a path', 'u:../../etc'],
    ['SQL-looking text', `u:${SQLISH}`],
    ['a script tag', `u:${SCRIPT}`],
    ['an RTL override', `u:bob\u202e`],
    ['a NUL character in a member key', 'u:bob\u0000'],
    ['a NUL character in a visitor key', 'e:grace\u0000@example.com'],
    ['an over-long key', `u:${'a'.repeat(400)}`],
    ['a 5 MB key', `u:${FIVE_MB}`],
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
    ...WRONG_TYPES,
    ['an empty body', ''],
    ['only spaces', '   \n\t '],
    ['2,001 characters', 'x'.repeat(2001)],
    ['10,000 characters of emoji', EMOJI_10K],
    ['a 5 MB body', FIVE_MB],
    ['only NUL characters', '\u0000\u0000'],
  ])('refuses %s as reply body and stores nothing', async (_label, body) => {
    const result = await expectStored(() => reply(`u:${bob}`, body));
    expect(result.kind).toBe('invalid');
  });

  it.each(KEPT_AS_TYPED)('accepts %s as reply body and stores it exactly as given', async (_label, body) => {
    const result = await expectStored(() => reply(`u:${bob}`, body), { message: 1 });
    expect(result.kind).toBe('sent');
    if (result.kind === 'sent') expect(await storedBody(result.id)).toBe(body);
  });

  it('drops NUL characters from a reply and stores exactly what was parsed', async () => {
    const result = await expectStored(() => reply(`u:${bob}`, 'Thanks\u0000 Bob'), { message: 1 });
    expect(result.kind).toBe('sent');
    if (result.kind === 'sent') expect(await storedBody(result.id)).toBe('Thanks Bob');
  });

  it.each([
    ['SQL-looking text', SQLISH],
    ['a script tag', SCRIPT],
    ['an empty id', ''],
    ['a NUL character', 'bob\u0000'],
    ['a 5 MB id', FIVE_MB],
  ])(
    'refuses a direct reply to %s as user id with ReplyNotAllowed and stores nothing',
    async (_label, toUserId) => {
      await expectStored(() =>
        expect(sendReply(db, SITE, alice, toUserId, 'Hello')).rejects.toBeInstanceOf(ReplyNotAllowed),
      );
    },
  );
});

/* ---------------------------------------------------------------------------------------------
 * Media: GET /api/media/<key> and saveUpload
 * ------------------------------------------------------------------------------------------- */

describe('media', () => {
  const KEY = 'bond/2025/03/k2x9abcdefgh-card.webp';

  async function fetchMedia(segments: string[]) {
    const response = await getMedia(new Request('http://bond.localhost:3000/api/media/x'), {
      params: Promise.resolve({ key: segments }),
    });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(() => {
    const path = join(DATA_DIR, 'media', KEY);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'RIFF-webp-bytes');
    // Something secret just outside the media root, for traversal attempts to reach.
    writeFileSync(join(DATA_DIR, 'secret.webp'), 'SECRET');
  });

  it('serves the control key', async () => {
    const response = await fetchMedia(KEY.split('/'));
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('RIFF-webp-bytes');
  });

  it.each([
    ['dot-dot segments', ['..', 'secret.webp']],
    ['dot-dot inside the site folder', ['bond', '..', '..', 'secret.webp']],
    ['an encoded slash and dots', ['bond%2F..%2F..%2Fsecret.webp']],
    ['a decoded slash inside one segment', ['bond/../../secret.webp']],
    ['encoded dots', ['%2e%2e', 'secret.webp']],
    ['a backslash traversal', ['bond', '..\\..\\secret.webp']],
    ['an absolute path', ['/etc/passwd']],
    ['a single-dot segment', ['bond', '.', '2025', '03', 'k2x9abcdefgh-card.webp']],
    ['an empty segment', ['bond', '', 'secret.webp']],
    ['a NUL character', ['bond', '2025', '03', 'k2x9abcdefgh-card.webp\u0000.png']],
    ['an RTL override', ['bond', '2025', '03', 'k2x9abcdefgh-\u202epbew.card']],
    ['a script tag', ['bond', SCRIPT]],
    ['SQL-looking text', ['bond', SQLISH]],
    ['a 600-character key', ['bond', 'a'.repeat(600)]],
    ['a 100,000-character key', ['bond', ...Array.from({ length: 1000 }, () => 'a'.repeat(99))]],
    ['a key of 10,000 emoji', ['bond', EMOJI_10K]],
  ])('answers %s with 404 and no content', async (_label, segments) => {
    const response = await fetchMedia(segments);
    expect(response.status).toBe(404);
    expect(response.cacheControl).toBe('no-store');
    expect(response.body.toString()).toBe('Not found');
  });

  it.each([
    ['a script payload', Buffer.from(`${SCRIPT}<svg onload=alert(1)>`)],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an empty file', Buffer.alloc(0)],
    ['5 MB of zeros', Buffer.alloc(5 * 1024 * 1024)],
    ['11 MB of noise', Buffer.alloc(11 * 1024 * 1024, 7)],
  ])('refuses %s as an upload with a MediaError, storing no row and no file', async (_label, bytes) => {
    const root = mkdtempSync(join(tmpdir(), 'multisite-bad-upload-'));
    const uploader = newId();
    await db.insert(user).values({ id: uploader, name: 'Uploader', email: `${uploader}@example.com` });
    await expectStored(async () => {
      const error = await saveUpload(
        db,
        { siteId: 'bond', ownerId: uploader },
        bytes,
        new LocalDiskStorage(root),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MediaError);
    });
    expect(readdirSync(root)).toEqual([]);
  });
});

/* ---------------------------------------------------------------------------------------------
 * robots.txt: a hostile Host header never reaches the text
 * ------------------------------------------------------------------------------------------- */

describe('GET /robots.txt', () => {
  it.each([SCRIPT, SQLISH, 'x'.repeat(10_000), 'bond.localhost:99999999', '..'])(
    'answers the Host %j with the default site',
    async (host) => {
      // What app/robots.ts returns for that request (Next renders it as text/plain).
      const rules = robotsRules(await siteOfRequestHeaders(new Headers({ host })));
      const text = JSON.stringify(rules);
      expect(rules.rules).toMatchObject({ userAgent: '*' });
      expect(text).not.toContain(host);
    },
  );
});

/* ---------------------------------------------------------------------------------------------
 * Socket events on a real realtime server
 * ------------------------------------------------------------------------------------------- */

describe('realtime socket events', () => {
  const ADA = 'adaBadInput1';
  const BOB = 'bobBadInput2';
  let server: RealtimeServer;
  let url: string;
  let tokenFor: (userId: string) => Promise<string>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const keys = await testTokenKeys('bad-input');
    const jwks = keys.jwks;
    tokenFor = (userId) => keys.tokenFor(userId);
    server = createRealtimeServer({ jwks, instanceName: 'bad-input', logLevel: 'silent' });
    url = `http://127.0.0.1:${await server.listen(0)}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });

  async function connected(userId: string): Promise<Socket> {
    const socket = openSocket(url, await tokenFor(userId));
    sockets.push(socket);
    return whenConnected(socket);
  }

  /** Emits one event and resolves with the server's answer: a realtime-error or a room-message-log. */
  async function answerTo(
    socket: Socket,
    event: string,
    ...args: unknown[]
  ): Promise<Record<string, unknown>> {
    const answer = Promise.race([
      nextEvent<Record<string, unknown>>(socket, REALTIME_ERROR),
      nextEvent<string>(socket, ROOM_MESSAGE_LOG).then((raw) => JSON.parse(raw) as Record<string, unknown>),
    ]);
    socket.emit(event, ...args);
    return answer;
  }

  /** Each case gets a fresh socket, so the per-socket rate limit (burst 40) never interferes. */
  let socket: Socket;
  beforeEach(async () => void (socket = await connected(ADA)));
  afterEach(async () => {
    // The socket is still connected and usable after every refusal.
    expect(socket.connected).toBe(true);
    expect(await answerTo(socket, JOIN_ROOM, ADA)).toEqual({ event: 'joined', room: personalRoom(ADA) });
    socket.disconnect();
  });

  it.each([
    ['an object', { room: ADA }],
    ['a number', 42],
    ['null', null],
    ['a boolean', true],
    ['an array', [ADA]],
    ['an empty string', ''],
    ['a 10 KB string', 'x'.repeat(10_000)],
    ['1,000 emoji', '😀'.repeat(1_000)],
  ])('answers join-room with %s with a bad-request error', async (_label, payload) => {
    expect(await answerTo(socket, JOIN_ROOM, payload)).toMatchObject({
      code: 'bad-request',
      event: JOIN_ROOM,
    });
  });

  it.each([
    ['a NUL character', `${ADA}\u0000`],
    ['a lone surrogate', `${ADA}\ud800`],
    ['an RTL override', `\u202e${ADA}`],
    ['a script tag', SCRIPT],
    ['SQL-looking text', SQLISH],
    ['a wildcard', '*'],
    ["another user's personal room", BOB],
    ["another user's personal room, prefixed", personalRoom(BOB)],
    ['a three-party room', `${ADA}_${BOB}_x`],
  ])('answers join-room with %s with a forbidden-room error', async (_label, room) => {
    expect(await answerTo(socket, JOIN_ROOM, room)).toMatchObject({ code: 'forbidden-room' });
  });

  it('ignores extra arguments and acknowledgement callbacks on join-room', async () => {
    expect(await answerTo(socket, JOIN_ROOM, ADA, { extra: true }, 'more')).toEqual({
      event: 'joined',
      room: personalRoom(ADA),
    });
  });

  const broadcast = (overrides: Record<string, unknown> = {}) => ({
    SocketIOUniqueChannelName: ADA,
    data: '{}',
    wrapperId: 'w-1',
    ...overrides,
  });
  const withoutField = (field: string) =>
    Object.fromEntries(Object.entries(broadcast()).filter(([key]) => key !== field));

  it.each([
    ['no payload at all', undefined],
    ['null', null],
    ['a string', 'just a string'],
    ['a number', 7],
    ['an array', [broadcast()]],
    ['an empty object', {}],
    ['no channel', withoutField('SocketIOUniqueChannelName')],
    ['no data', withoutField('data')],
    ['no wrapperId', withoutField('wrapperId')],
    ['a numeric channel', broadcast({ SocketIOUniqueChannelName: 42 })],
    ['an object as channel', broadcast({ SocketIOUniqueChannelName: { room: ADA } })],
    ['an empty channel', broadcast({ SocketIOUniqueChannelName: '' })],
    ['a 10 KB channel', broadcast({ SocketIOUniqueChannelName: 'x'.repeat(10_000) })],
    ['data as an object', broadcast({ data: { type: 'callInvitation' } })],
    ['data as a number', broadcast({ data: 1 })],
    ['data as null', broadcast({ data: null })],
    ['data as an array', broadcast({ data: ['{}'] })],
    ['a numeric wrapperId', broadcast({ wrapperId: 1 })],
    ['a 101-character wrapperId', broadcast({ wrapperId: 'w'.repeat(101) })],
  ])('answers a broadcast with %s with a bad-request error', async (_label, payload) => {
    expect(await answerTo(socket, BROADCAST, payload)).toMatchObject({
      code: 'bad-request',
      event: BROADCAST,
    });
  });

  it.each([
    ['8 KiB + 1 of ASCII', 'x'.repeat(MAX_PAYLOAD_BYTES + 1)],
    ['emoji over 8 KiB in UTF-8 though under 8 Ki characters', '😀'.repeat(2_100)],
  ])('answers a broadcast with %s with a payload-too-large error', async (_label, data) => {
    expect(await answerTo(socket, BROADCAST, broadcast({ data }))).toMatchObject({
      code: 'payload-too-large',
    });
  });

  it.each([
    [
      'a call invitation with a forged sender',
      BOB,
      JSON.stringify({
        type: 'callInvitation',
        from: BOB,
        roomName: conferenceRoomName(ADA, BOB),
        messageId: 'm',
      }),
    ],
    [
      'a call invitation with a script as room',
      BOB,
      JSON.stringify({ type: 'callInvitation', from: ADA, roomName: SCRIPT, messageId: 'm' }),
    ],
    [
      'a call invitation with fields of the wrong type',
      BOB,
      JSON.stringify({ type: 'callInvitation', from: ADA, roomName: 42, messageId: {} }),
    ],
    ['malformed JSON', BOB, '{"type": "callInvitation",'],
    ['a NUL-suffixed room', `${BOB}\u0000`, '{}'],
    ['a foreign conference room', `${BOB}_someone`, '{}'],
  ])("refuses %s into another user's room with a forbidden error", async (_label, channel, data) => {
    expect(
      await answerTo(socket, BROADCAST, broadcast({ SocketIOUniqueChannelName: channel, data })),
    ).toMatchObject({ code: 'forbidden' });
  });

  it.each([
    ['an unknown event', 'hello', { any: 'thing' }],
    ['a differently cased broadcast', 'auctionstreamadapter_broadcast', broadcast()],
    ['join_room with an underscore', 'join_room', ADA],
    ['a server-to-client event', ROOM_MESSAGE, JSON.stringify({ room: personalRoom(BOB), data: '{}' })],
    ['a logged-only channel', `EMITER_${personalRoom(BOB)}`, '{}'],
    ['an event name of 10 KB', 'e'.repeat(10_000), null],
  ])('answers %s with a bad-request error and relays nothing', async (_label, event, payload) => {
    const bob = await connected(BOB);
    expect(await answerTo(bob, JOIN_ROOM, BOB)).toMatchObject({ event: 'joined' });
    const bobReceived: Array<[string, ...unknown[]]> = [];
    bob.onAny((name: string, ...args: unknown[]) => bobReceived.push([name, ...args]));
    expect(await answerTo(socket, event, payload)).toMatchObject({ code: 'bad-request' });
    expect(await answerTo(bob, JOIN_ROOM, BOB)).toMatchObject({ event: 'joined' }); // Bob's stream is settled
    expect(bobReceived.filter(([name]) => name !== ROOM_MESSAGE_LOG)).toEqual([]);
    bob.disconnect();
  });

  it('delivers script, RTL and SQL-looking data to the room exactly as given: it is a string, never interpreted', async () => {
    const room = conferenceRoomName(ADA, BOB);
    const bob = await connected(BOB);
    await answerTo(bob, JOIN_ROOM, room);
    await answerTo(socket, JOIN_ROOM, room);
    const data = JSON.stringify({ text: `${SCRIPT} ${RTL_OVERRIDE} ${SQLISH} ${ZWJ_FAMILY}` });
    const arrived = nextEvent<string>(bob, ROOM_MESSAGE);
    socket.emit(BROADCAST, { SocketIOUniqueChannelName: room, data, wrapperId: 'script-1' });
    expect(JSON.parse(await arrived) as RoomMessage).toEqual({
      room: personalRoom(room),
      sourcesrv: 'bad-input',
      wrapperId: 'script-1',
      data,
    });
    bob.disconnect();
  });

  it('closes only the socket that sends a frame over the transport limit; the server and other sockets carry on', async () => {
    const flooder = await connected(ADA);
    const closed = nextEvent<string>(flooder, 'disconnect', 5_000);
    flooder.emit(JOIN_ROOM, 'x'.repeat(1024 * 1024));
    expect(await closed).toMatch(/transport (close|error)/);
    const fresh = await connected(ADA);
    expect(await answerTo(fresh, JOIN_ROOM, ADA)).toEqual({ event: 'joined', room: personalRoom(ADA) });
    fresh.disconnect();
  });
});
