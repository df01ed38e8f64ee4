/**
 * Bad input at every door (docs/architecture.md §9): malformed JSON, huge bodies, wrong types, unicode edge cases
 * and script payloads thrown at the real handlers and server actions (as a signed-in member or a
 * visitor: only Next's request context is stubbed, see ../next-request.ts) on a real PostgreSQL and a
 * real realtime server.
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
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { TestBrowser } from '../auth-client';
import { freshAppDatabase } from '../test-database';
import { failOnUnhandledErrors } from '../test-helpers';

// Mails (outbox) and local-disk media live under DATA_DIR; set before anything reads it.
export const DATA_DIR = mkdtempSync(join(tmpdir(), 'multisite-bad-input-'));
process.env.DATA_DIR = DATA_DIR;

export const BOND = 'http://bond.localhost:3000';
export { TEST_PASSWORD as PASSWORD } from '../auth-client';

export let db: Database;
export let auth: Auth;

/* ---------------------------------------------------------------------------------------------
 * Guards shared by every case: no unhandled rejection, nothing stored half-way.
 * ------------------------------------------------------------------------------------------- */

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
export async function expectStored<T>(action: () => Promise<T>, delta: Partial<RowCounts> = {}): Promise<T> {
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

/** The field errors of a server action's answer, `{}` when it has none: `{ 'images.0.mediaId': 'mediaIdInvalid' }`. */
export function fieldErrorsOf(result: object): Record<string, string> {
  return ('fieldErrors' in result && (result.fieldErrors as Record<string, string>)) || {};
}

export function expect4xx(status: number, label: string) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
}

/** Every browser comes from its own address, so better-auth's per-address limits never kick in. */
let addressCount = 0;
export function freshAddress(): string {
  addressCount += 1;
  return `10.77.${addressCount >> 8}.${addressCount & 255}`;
}
export const browser = (authInstance: Auth = auth) => new TestBrowser(authInstance, BOND, freshAddress());

/** A raw request to better-auth, for bodies a TestBrowser would not send (it always JSON-encodes). */
export async function rawAuth(path: string, body: string, contentType = 'application/json') {
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
export const freshEmail = () => `bad-input-${++emailCount}@example.com`;

export async function storedName(email: string): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(sql`SELECT name FROM "user" WHERE email = ${email}`);
  return result.rows[0]?.name;
}

/** Each bad-input file's setup: the shared guards, then a fresh database that the app's modules use. */
export function setUpBadInputSuite() {
  failOnUnhandledErrors();
  beforeAll(async () => {
    ({ db, auth } = await freshAppDatabase());
  });
}
