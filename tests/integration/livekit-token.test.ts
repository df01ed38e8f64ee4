import { eq } from 'drizzle-orm';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { TokenVerifier } from 'livekit-server-sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuth, type Auth } from '@/lib/auth/auth';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';
import { setMembership } from '@/lib/auth/membership';
import { verifyApiToken } from '@/lib/auth/api-token-verify';
import { cachedJwks } from '@/lib/calls/api-token';
import { CALL_TOKEN_TTL_SECONDS, liveKitConfig } from '@/lib/calls/livekit-token';
import { handleTokenRequest } from '@/lib/calls/token-request';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema-auth';
import { signIn } from './auth-client';
import { freshDatabase } from './test-database';

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const OWN_KEY_ID = 'test-own-key';
const livekit = liveKitConfig({
  LIVEKIT_URL: 'ws://sfu.internal:7880',
  LIVEKIT_PUBLIC_URL: 'wss://sfu.example',
  LIVEKIT_API_KEY: 'testkey',
  LIVEKIT_API_SECRET: 'test-secret-at-least-32-characters-long',
});
const verifier = new TokenVerifier(livekit.apiKey, livekit.apiSecret);

let db: Database;
let auth: Auth;
let appKeys: JSONWebKeySet;
let ownJwk: JWK;
let jwks: JWTVerifyGetKey;
let signOwnToken: (claims: Record<string, unknown>, expiresAt: number) => Promise<string>;
const ada = { id: '', token: '', tutoringToken: '' };
const bob = { id: '', token: '' };
const carol = { id: '', token: '' };

/** Real API tokens: sign up, sign in, GET /token (docs/architecture.md §4). */
async function signedIn(origin: string, name: string, email: string, signUp = true) {
  const { browser, id } = await signIn(auth, origin, email, { name, signUp });
  return { browser, id, token: async () => (await browser.call('/token')).json.token as string };
}

beforeAll(async () => {
  ({ db } = await freshDatabase());
  auth = createAuth(db);
  const adaOnBond = await signedIn(BOND, 'Ada Lovelace', 'ada@example.com');
  const bobOnBond = await signedIn(BOND, 'Bob Builder', 'bob@example.com');
  const adaOnTutoring = await signedIn(TUTORING, 'Ada Lovelace', 'ada@example.com', false);
  const carolOnBond = await signedIn(BOND, 'Carol Visitor', 'carol@example.com');
  await setMembership(db, carolOnBond.id, 'bond', { roles: ['member'], scopes: [] });
  Object.assign(ada, {
    id: adaOnBond.id,
    token: await adaOnBond.token(),
    tutoringToken: await adaOnTutoring.token(),
  });
  Object.assign(bob, { id: bobOnBond.id, token: await bobOnBond.token() });
  Object.assign(carol, { id: carolOnBond.id, token: await carolOnBond.token() });

  // The app's keys plus one of our own, to sign tokens the app would never issue (expired).
  appKeys = (await adaOnBond.browser.call('/jwks')).json as unknown as JSONWebKeySet;
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  ownJwk = { ...(await exportJWK(publicKey)), kid: OWN_KEY_ID, alg: 'EdDSA' };
  jwks = createLocalJWKSet({ keys: [...appKeys.keys, ownJwk] });
  signOwnToken = (claims, expiresAt) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: OWN_KEY_ID })
      .setSubject(ada.id)
      .setIssuer(API_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .setIssuedAt(expiresAt - 900)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
});

async function requestToken(bearer: string | null, body: unknown, host = 'bond.localhost:3000') {
  const headers = new Headers({ host, 'content-type': 'application/json' });
  if (bearer !== null) headers.set('authorization', `Bearer ${bearer}`);
  const request = new Request(`http://${host}/api/livekit/token`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await handleTokenRequest(request, { jwks, db, livekit });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    json: (await response.json()) as Record<string, string>,
  };
}

describe('POST /api/livekit/token', () => {
  it('issues a token whose identity is the verified user and whose name comes from the profile', async () => {
    const room = `${ada.id}_${bob.id}`;
    const response = await requestToken(ada.token, { roomName: room, participantName: 'Mallory Impostor' });
    expect(response.status).toBe(200);
    expect(response.cacheControl).toBe('no-store');
    expect(response.json.url).toBe('wss://sfu.example');

    const claims = await verifier.verify(response.json.token!);
    expect(claims.sub).toBe(ada.id);
    expect(claims.name).toBe('Ada Lovelace');
    expect(JSON.parse(claims.metadata!)).toEqual({ siteId: 'bond' });
    expect(claims.video).toMatchObject({
      room: `bond:${room}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    });
    // livekit-server-sdk stamps the issue time as `nbf` (it sets no `iat`).
    expect(claims.exp! - claims.nbf!).toBe(CALL_TOKEN_TTL_SECONDS);
    expect(CALL_TOKEN_TTL_SECONDS).toBe(600);
  });

  it('lets the callee join the same room under their own identity', async () => {
    const response = await requestToken(bob.token, {
      roomName: `${ada.id}_${bob.id}`,
      participantName: 'Participant',
    });
    const claims = await verifier.verify(response.json.token!);
    expect([claims.sub, claims.name, claims.video?.room]).toEqual([
      bob.id,
      'Bob Builder',
      `bond:${ada.id}_${bob.id}`,
    ]);
  });

  it('refuses a room that does not name the caller with 400 and an errorMessage', async () => {
    for (const roomName of [`${bob.id}_${bob.id}`, 'somebody_else', `diag_${bob.id}`, bob.id]) {
      const response = await requestToken(ada.token, { roomName, participantName: 'Ada' });
      expect(response.status, roomName).toBe(400);
      expect(response.json.errorMessage).toEqual(expect.any(String));
      expect(response.json.token).toBeUndefined();
    }
  });

  it("allows the caller's own diagnostics room", async () => {
    const response = await requestToken(ada.token, { roomName: `diag_${ada.id}`, participantName: 'Ada' });
    expect(response.status).toBe(200);
    expect((await verifier.verify(response.json.token!)).video?.room).toBe(`bond:diag_${ada.id}`);
  });

  it('answers 400 for missing or malformed fields', async () => {
    const bodies = [
      {},
      { roomName: `diag_${ada.id}` },
      { participantName: 'Ada' },
      { roomName: `diag_${ada.id}`, participantName: '' },
      { roomName: `diag_${ada.id}`, participantName: 'x'.repeat(81) },
      { roomName: 'room with spaces', participantName: 'Ada' },
      { roomName: 'x'.repeat(101), participantName: 'Ada' },
      { roomName: 7, participantName: 'Ada' },
      'not json',
      '',
    ];
    for (const body of bodies) {
      const response = await requestToken(ada.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.errorMessage).toEqual(expect.any(String));
    }
  });

  it('answers 403 for a missing, garbage, forged or expired API token', async () => {
    const body = { roomName: `diag_${ada.id}`, participantName: 'Ada' };
    const now = Math.floor(Date.now() / 1000);
    const claims = { siteId: 'bond', roles: ['member'], scopes: ['internal'] };
    expect((await requestToken(await signOwnToken(claims, now + 300), body)).status).toBe(200); // the control: our key is trusted
    const refused = [
      null,
      '',
      'garbage',
      `${ada.token.slice(0, -4)}AAAA`,
      await signOwnToken(claims, now - 60),
    ];
    for (const token of refused) {
      const response = await requestToken(token, body);
      expect(response.status).toBe(403);
      expect(response.json.errorMessage).toEqual(expect.any(String));
    }
  });

  it("answers 403 for a token of another site than the request's host", async () => {
    const response = await requestToken(ada.tutoringToken, {
      roomName: `diag_${ada.id}`,
      participantName: 'Ada',
    });
    expect(response.status).toBe(403);
    expect(
      (
        await requestToken(
          ada.tutoringToken,
          { roomName: `diag_${ada.id}`, participantName: 'Ada' },
          'tutoring.localhost:3000',
        )
      ).status,
    ).toBe(200);
  });

  it('admits any signed-in member of the site, scope or not, as the realtime server does (docs/product.md §6)', async () => {
    expect(
      (await requestToken(carol.token, { roomName: `diag_${carol.id}`, participantName: 'Carol' })).status,
    ).toBe(200);
  });

  it('falls back to the posted participant name only when the profile has no name', async () => {
    await db.update(user).set({ name: '' }).where(eq(user.id, bob.id));
    const response = await requestToken(bob.token, {
      roomName: `diag_${bob.id}`,
      participantName: 'Bob from the form',
    });
    expect((await verifier.verify(response.json.token!)).name).toBe('Bob from the form');
    await db.update(user).set({ name: 'Bob Builder' }).where(eq(user.id, bob.id));
  });
});

describe('API token keys', () => {
  it("verifies against the app's own keys read in-process from better-auth", async () => {
    const keys = cachedJwks(() => auth.api.getJwks());
    expect(await verifyApiToken(ada.token, keys)).toEqual({
      ok: true,
      user: {
        userId: ada.id,
        siteId: 'bond',
        roles: ['member'],
        scopes: ['internal'],
        sessionKey: expect.stringMatching(/^[\w-]{22}$/),
      },
      expiresAt: expect.any(Number),
      issuedAt: expect.any(Number),
    });
  });

  it('reloads the key set after 5 minutes and on an unknown kid, at most every 30 s', async () => {
    let clock = 0;
    let loads = 0;
    let keySet = appKeys;
    const keys = cachedJwks(
      async () => (loads++, keySet),
      () => clock,
    );
    const ownToken = await signOwnToken(
      { siteId: 'bond', roles: [], scopes: [] },
      Math.floor(Date.now() / 1000) + 300,
    );
    expect(await verifyApiToken(ada.token, keys)).toMatchObject({ ok: true });
    keySet = { keys: [...appKeys.keys, ownJwk] }; // a new signing key appears
    expect(await verifyApiToken(ownToken, keys)).toMatchObject({ ok: false }); // unknown kid, but loaded just now
    clock += 31_000;
    expect(await verifyApiToken(ownToken, keys)).toMatchObject({ ok: true });
    clock += 5 * 60_000 + 1;
    expect(await verifyApiToken(ada.token, keys)).toMatchObject({ ok: true });
    expect(loads).toBe(3);
  });
});
