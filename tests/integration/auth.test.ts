import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundTasksSettled } from '@/lib/background-tasks';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER, SIGNED_IN_HINT_COOKIE } from '@/lib/auth/constants';
import { findMembership, setMembership } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { TestBrowser } from './auth-client';
import { freshDatabase } from './test-database';

// SMTP cannot run here: mails go to the outbox folder, which is what the app does without SMTP_URL.
const outbox = mkdtempSync(join(tmpdir(), 'multisite-outbox-'));
process.env.DATA_DIR = outbox;

let db: Database;
let auth: Auth;
const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const PASSWORD = 'correct-horse-42';

async function register(browser: TestBrowser, email: string, password = PASSWORD) {
  return browser.call('/sign-up/email', { body: { name: 'Ada Lovelace', email, password } });
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  auth = createAuth(db);
});

describe('accounts on a real PostgreSQL', () => {
  it('signs up, signs in, reads the session and signs out', async () => {
    const browser = new TestBrowser(auth, BOND);
    const signUp = await register(browser, 'ada@example.com');
    expect(signUp.status).toBe(200);
    expect(browser.hasSession).toBe(false); // no auto sign-in: sign-up never reveals existing e-mails

    const signIn = await browser.call('/sign-in/email', {
      body: { email: 'ada@example.com', password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const session = await browser.call('/get-session');
    expect(session.json).toMatchObject({ user: { email: 'ada@example.com' }, session: { siteId: 'bond' } });

    await browser.call('/sign-out', { body: {} });
    expect((await browser.call('/get-session')).json).toBeNull();
  });

  it('answers a sign-up with an existing e-mail like a new one and tells the owner by mail', async () => {
    const browser = new TestBrowser(auth, BOND);
    await register(browser, 'grace@example.com');
    const again = await register(browser, 'grace@example.com', 'another-pass-77');
    expect(again.status).toBe(200);
    const denied = await browser.call('/sign-in/email', {
      body: { email: 'grace@example.com', password: 'another-pass-77' },
    });
    expect(denied.status).toBe(401);
    const unknown = await browser.call('/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'another-pass-77' },
    });
    expect(unknown.json.code).toBe(denied.json.code);
  });

  it('applies the password policy on the server', async () => {
    const browser = new TestBrowser(auth, BOND);
    const tooShort = await register(browser, 'short@example.com', 'abc123');
    expect(tooShort.status).toBe(400);
    const noDigit = await register(browser, 'nodigit@example.com', 'onlyletters-here');
    expect(noDigit.json).toMatchObject({ code: 'PASSWORD_POLICY', message: 'passwordNeedsDigit' });
  });

  it('applies the same password policy when a signed-in member changes the password', async () => {
    const browser = new TestBrowser(auth, BOND);
    await register(browser, 'changer@example.com');
    await browser.call('/sign-in/email', { body: { email: 'changer@example.com', password: PASSWORD } });
    const change = (newPassword: string) =>
      browser.call('/change-password', { body: { currentPassword: PASSWORD, newPassword } });
    expect((await change('onlyletters-here')).json).toMatchObject({
      code: 'PASSWORD_POLICY',
      message: 'passwordNeedsDigit',
    });
    expect((await change('changer@example.com')).json).toMatchObject({ code: 'PASSWORD_POLICY' });
    expect((await change('brand-new-pass-9')).status).toBe(200);
  });

  it('resets a password through the mail in the outbox', async () => {
    const browser = new TestBrowser(auth, TUTORING);
    await register(browser, 'reset@example.com');
    const request = await browser.call('/request-password-reset', {
      body: { email: 'reset@example.com', redirectTo: '/pl/reset-password' },
    });
    expect(request.status).toBe(200);
    const mail = await waitForMail('reset@example.com');
    expect(mail.subject).toContain('Korkownia');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.host).toBe('tutoring.localhost:3000');
    const token = link.pathname.split('/').pop()!;

    const reset = await browser.call('/reset-password', { body: { newPassword: 'brand-new-pass-9', token } });
    expect(reset.status).toBe(200);
    const old = await browser.call('/sign-in/email', {
      body: { email: 'reset@example.com', password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await browser.call('/sign-in/email', {
      body: { email: 'reset@example.com', password: 'brand-new-pass-9' },
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a reset request for an unknown e-mail the same way, sending nothing', async () => {
    const browser = new TestBrowser(auth, BOND);
    const response = await browser.call('/request-password-reset', {
      body: { email: 'ghost@example.com', redirectTo: '/en/reset-password' },
    });
    expect(response.status).toBe(200);
    await backgroundTasksSettled();
    expect(readdirSync(join(outbox, 'outbox')).some((file) => file.includes('ghost'))).toBe(false);
  });

  it('answers sign-up and reset before their mails go out, so their timing reveals no account', async () => {
    // An SMTP server that accepts connections and never greets: a mail sent inline would hold the
    // answer until nodemailer gives up (30 s), far past this test's time limit.
    const sockets = new Set<Socket>();
    const silentSmtp = createServer((socket) => sockets.add(socket));
    await new Promise<void>((listening) => silentSmtp.listen(0, '127.0.0.1', listening));
    const { port } = silentSmtp.address() as AddressInfo;
    const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_TRANSPORT: process.env.MAIL_TRANSPORT };
    Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TRANSPORT: 'smtp' });
    try {
      const browser = new TestBrowser(auth, BOND);
      await register(browser, 'timing@example.com');
      expect((await register(browser, 'timing@example.com')).status).toBe(200); // existing: a mail
      const reset = await browser.call('/request-password-reset', {
        body: { email: 'timing@example.com', redirectTo: '/en/reset-password' },
      });
      expect(reset.status).toBe(200);
      await expect.poll(() => sockets.size).toBeGreaterThan(0); // the mails are on their way
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      for (const socket of sockets) socket.destroy();
      silentSmtp.close();
      await backgroundTasksSettled();
    }
  }, 10_000);
});

describe('memberships and the API token', () => {
  it('gives the same person a membership with scope internal on each site they use', async () => {
    const onBond = new TestBrowser(auth, BOND);
    await register(onBond, 'both@example.com');
    await onBond.call('/sign-in/email', { body: { email: 'both@example.com', password: PASSWORD } });
    const onTutoring = new TestBrowser(auth, TUTORING);
    await onTutoring.call('/sign-in/email', { body: { email: 'both@example.com', password: PASSWORD } });

    const bondToken = await onBond.call('/token');
    const tutoringToken = await onTutoring.call('/token');
    const userId = ((await onBond.call('/get-session')).json.user as { id: string }).id;
    expect(await findMembership(db, userId, 'bond')).toEqual({
      roles: ['member'],
      scopes: ['internal'],
      suspended: false,
    });
    expect(await findMembership(db, userId, 'tutoring')).toEqual({
      roles: ['member'],
      scopes: ['internal'],
      suspended: false,
    });
    expect(await findMembership(db, userId, 'fashion')).toBeNull();
    expect(bondToken.json.token).not.toEqual(tutoringToken.json.token);
  });

  it('holds the local site to the real-estate membership, whose listings and messages it shows', async () => {
    const LOCAL = 'http://127.0.0.1:3000'; // any host the operator did not name is the local site
    const onRealEstate = new TestBrowser(auth, 'http://real-estate.localhost:3000');
    await register(onRealEstate, 'suspended@example.com');
    await onRealEstate.call('/sign-in/email', {
      body: { email: 'suspended@example.com', password: PASSWORD },
    });
    const userId = ((await onRealEstate.call('/get-session')).json.user as { id: string }).id;
    await setMembership(db, userId, 'real-estate', { roles: ['member'], scopes: [] }); // publishing withdrawn

    const onLocal = new TestBrowser(auth, LOCAL);
    await onLocal.call('/sign-in/email', { body: { email: 'suspended@example.com', password: PASSWORD } });
    const { token } = (await onLocal.call('/token')).json as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      scopes: string[];
    };
    expect(claims.scopes).toEqual([]);
    expect(await findMembership(db, userId, 'local')).toEqual({
      roles: ['member'],
      scopes: [],
      suspended: false,
    });
  });

  it('issues an EdDSA API token that verifies against the JWKS with the right claims', async () => {
    const browser = new TestBrowser(auth, BOND);
    await register(browser, 'jwt@example.com');
    await browser.call('/sign-in/email', { body: { email: 'jwt@example.com', password: PASSWORD } });
    const { token } = (await browser.call('/token')).json as { token: string };
    const jwks = createLocalJWKSet((await browser.call('/jwks')).json as never);
    const { payload, protectedHeader } = await jwtVerify(token, jwks, {
      issuer: API_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ siteId: 'bond', roles: ['member'], scopes: ['internal'] });
    expect(payload.sub).toBeTruthy();
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('refuses a token request without a session', async () => {
    const response = await new TestBrowser(auth, BOND).call('/token');
    expect(response.status).toBe(401);
  });

  it('keeps a script-readable signed-in hint beside the session, so cached public pages know to ask', async () => {
    const browser = new TestBrowser(auth, BOND);
    await register(browser, 'hint@example.com');
    const hint = (response: { headers: Headers }) =>
      response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
    const signIn = await browser.call('/sign-in/email', {
      body: { email: 'hint@example.com', password: PASSWORD },
    });
    expect(hint(signIn)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint(await browser.call('/get-session'))).toBeUndefined();

    const issued = hint(await browser.call('/token'));
    expect(issued).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(issued).toMatch(/Max-Age=604800/i);
    expect(issued).toMatch(/Path=\//i);
    expect(issued).not.toMatch(/HttpOnly/i);

    expect(hint(await browser.call('/sign-out', { body: {} }))).toMatch(/Max-Age=0/i);
    // A hint that outlived its session (expired, revoked elsewhere) is cleared by the next token request.
    const stale = await new TestBrowser(auth, BOND).call('/token', {
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(stale.status).toBe(401);
    expect(hint(stale)).toMatch(/Max-Age=0/i);
  });
});

describe('abuse protection', () => {
  it('rate-limits sign-in attempts, in the database', async () => {
    const browser = new TestBrowser(auth, 'http://fashion.localhost:3000');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push(
        (
          await browser.call('/sign-in/email', {
            body: { email: 'brute@example.com', password: 'wrong-password-1' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A second app instance on the same database sees the same counter.
    const otherInstance = new TestBrowser(createAuth(db), 'http://fashion.localhost:3000', browser.address);
    expect(
      (await otherInstance.call('/sign-in/email', { body: { email: 'brute@example.com', password: 'x-1' } }))
        .status,
    ).toBe(429);
  });

  it('limits attempts per account whatever address they come from', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const fromNewAddress = new TestBrowser(auth, 'http://fashion.localhost:3000');
      statuses.push(
        (
          await fromNewAddress.call('/sign-in/email', {
            body: { email: 'target@example.com', password: 'guess-number-1' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('does not count successful sign-ins against the account', async () => {
    const owner = new TestBrowser(auth, BOND);
    await register(owner, 'busy@example.com');
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const browser = new TestBrowser(auth, BOND);
      expect(
        (await browser.call('/sign-in/email', { body: { email: 'busy@example.com', password: PASSWORD } }))
          .status,
      ).toBe(200);
    }
  });
});

describe("abuse limits that outlive better-auth's own windows", () => {
  // Only Date is faked: better-auth and the app read the clock through it; timers and I/O stay real.
  afterEach(() => vi.useRealTimers());

  function elapse(minutes: number) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + minutes * 60_000 });
  }

  /** better-auth prunes its table when a window of its own restarts: this makes one restart. */
  async function letBetterAuthPrune(browser: TestBrowser) {
    await browser.call('/sign-in/email', {
      body: { email: 'pruner@example.com', password: 'wrong-password-1' },
    });
  }

  it('keeps the 15-minute account lockout after better-auth prunes its 10-minute rows', async () => {
    const pruner = new TestBrowser(auth, TUTORING);
    await letBetterAuthPrune(pruner);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await new TestBrowser(auth, TUTORING).call('/sign-in/email', {
        body: { email: 'locked@example.com', password: 'guess-number-1' },
      });
    elapse(11);
    await letBetterAuthPrune(pruner);
    const after = await new TestBrowser(auth, TUTORING).call('/sign-in/email', {
      body: { email: 'locked@example.com', password: 'guess-number-1' },
    });
    expect(after.status).toBe(429);
    expect(Number(after.headers.get('x-retry-after'))).toBeGreaterThan(200);
    elapse(16);
    const later = await new TestBrowser(auth, TUTORING).call('/sign-in/email', {
      body: { email: 'locked@example.com', password: 'guess-number-1' },
    });
    expect(later.status).toBe(401);
  });

  it('keeps the one-hour reset limit after better-auth prunes its 10-minute rows', async () => {
    const owner = new TestBrowser(auth, TUTORING);
    await register(owner, 'forgetful@example.com');
    const pruner = new TestBrowser(auth, TUTORING);
    await letBetterAuthPrune(pruner);
    const reset = () =>
      new TestBrowser(auth, TUTORING).call('/request-password-reset', {
        body: { email: 'forgetful@example.com', redirectTo: '/en/reset-password' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await reset()).status).toBe(200);
    elapse(30);
    await letBetterAuthPrune(pruner);
    expect((await reset()).status).toBe(429);
  });

  it('lets no more parallel guesses through than the account limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 25 }, () =>
        new TestBrowser(auth, TUTORING).call('/sign-in/email', {
          body: { email: 'raced@example.com', password: 'guess-number-1' },
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

async function waitForMail(to: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const dir = join(outbox, 'outbox');
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })().filter((file) => file.includes(to));
    if (files.length) return JSON.parse(readFileSync(join(dir, files.sort().at(-1)!), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}
