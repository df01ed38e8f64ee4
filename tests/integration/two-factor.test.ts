/**
 * Two-factor sign-in with an authenticator app (better-auth's plugin, docs/architecture.md §4): the
 * codes are computed here as an app computes them from the scanned address (./totp.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/auth/constants';
import type { Database } from '@/lib/db/client';
import { TEST_PASSWORD, TestBrowser } from './auth-client';
import { freshDatabase } from './test-database';
import { totpCode } from './totp';

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
let db: Database;
let auth: Auth;

beforeAll(async () => {
  ({ db } = await freshDatabase());
  auth = createAuth(db);
});

const hint = (response: { headers: Headers }) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

async function member(email: string, origin = BOND) {
  const browser = new TestBrowser(auth, origin);
  await browser.call('/sign-up/email', { body: { name: 'Tess Totp', email, password: TEST_PASSWORD } });
  expect((await browser.call('/sign-in/email', { body: { email, password: TEST_PASSWORD } })).status).toBe(
    200,
  );
  return browser;
}

/** Enables two-factor sign-in as the account settings do: password, scan, first code. */
async function enable(browser: TestBrowser) {
  const enabled = await browser.call('/two-factor/enable', { body: { password: TEST_PASSWORD } });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = enabled.json as { totpURI: string; backupCodes: string[] };
  const verified = await browser.call('/two-factor/verify-totp', { body: { code: totpCode(totpURI) } });
  expect(verified.status).toBe(200);
  return { totpURI, backupCodes };
}

describe('two-factor sign-in', () => {
  it('lists the code under the site’s name, whatever issuer the client asks for', async () => {
    const browser = await member('issuer@example.com', TUTORING);
    const enabled = await browser.call('/two-factor/enable', {
      body: { password: TEST_PASSWORD, issuer: 'Phishing Inc' },
    });
    const uri = new URL((enabled.json as { totpURI: string }).totpURI);
    expect(uri.searchParams.get('issuer')).toBe('Korkownia');
    expect(decodeURIComponent(uri.pathname)).toContain('issuer@example.com');
  });

  it('needs the password to start and a right code to finish enabling', async () => {
    const browser = await member('careful@example.com');
    expect(
      (await browser.call('/two-factor/enable', { body: { password: 'wrong-password-1' } })).status,
    ).toBe(400);
    const enabled = await browser.call('/two-factor/enable', { body: { password: TEST_PASSWORD } });
    expect((await browser.call('/two-factor/verify-totp', { body: { code: '000000' } })).status).toBe(401);
    expect(
      ((await browser.call('/get-session')).json.user as { twoFactorEnabled: boolean }).twoFactorEnabled,
    ).toBe(false);
    const uri = (enabled.json as { totpURI: string }).totpURI;
    expect((await browser.call('/two-factor/verify-totp', { body: { code: totpCode(uri) } })).status).toBe(
      200,
    );
    expect(
      ((await browser.call('/get-session')).json.user as { twoFactorEnabled: boolean }).twoFactorEnabled,
    ).toBe(true);
  });

  it('asks for the code after the password, with no session nor hint until it is given', async () => {
    const { totpURI } = await enable(await member('twostep@example.com'));
    const browser = new TestBrowser(auth, BOND);
    const signIn = await browser.call('/sign-in/email', {
      body: { email: 'twostep@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(browser.hasSession).toBe(false);
    expect(hint(signIn) ?? '').not.toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect((await browser.call('/get-session')).json).toBeNull();

    expect((await browser.call('/two-factor/verify-totp', { body: { code: '123456' } })).status).toBe(401);
    const verified = await browser.call('/two-factor/verify-totp', { body: { code: totpCode(totpURI) } });
    expect(verified.status).toBe(200);
    expect(hint(verified)).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect((await browser.call('/get-session')).json).toMatchObject({
      user: { email: 'twostep@example.com' },
      session: { siteId: 'bond' },
    });
    expect((await browser.call('/token')).status).toBe(200);
  });

  it('accepts a backup code once instead of the app’s code', async () => {
    const { backupCodes } = await enable(await member('backup@example.com'));
    const signInWith = async (code: string) => {
      const browser = new TestBrowser(auth, BOND);
      await browser.call('/sign-in/email', {
        body: { email: 'backup@example.com', password: TEST_PASSWORD },
      });
      return (await browser.call('/two-factor/verify-backup-code', { body: { code } })).status;
    };
    expect(backupCodes).toHaveLength(10);
    expect(await signInWith(backupCodes[0]!)).toBe(200);
    expect(await signInWith(backupCodes[0]!)).toBe(401);
  });

  it('refuses a code without a pending sign-in', async () => {
    const stranger = new TestBrowser(auth, BOND);
    expect((await stranger.call('/two-factor/verify-totp', { body: { code: '123456' } })).status).toBe(401);
  });

  it('turns off with the password, and sign-in asks for no code again', async () => {
    const browser = await member('offagain@example.com');
    await enable(browser);
    expect(
      (await browser.call('/two-factor/disable', { body: { password: 'wrong-password-1' } })).status,
    ).toBe(400);
    expect((await browser.call('/two-factor/disable', { body: { password: TEST_PASSWORD } })).status).toBe(
      200,
    );
    const again = new TestBrowser(auth, BOND);
    const signIn = await again.call('/sign-in/email', {
      body: { email: 'offagain@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.json.twoFactorRedirect).toBeUndefined();
    expect(again.hasSession).toBe(true);
  });
});
