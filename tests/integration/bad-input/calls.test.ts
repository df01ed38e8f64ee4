/** Bad input at every door (docs/architecture.md §9): see ./shared.ts for what is refused, normalised or kept. */
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveKitConfig } from '@/lib/calls/livekit-token';
import { handleTokenRequest } from '@/lib/calls/token-request';
import * as payload from './payloads';
import { PASSWORD, db, expectStored, browser, setUpBadInputSuite } from './shared';

setUpBadInputSuite();

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
    ...payload.MALFORMED_JSON,
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
    const body = JSON.stringify({ ...valid(), participantName: payload.FIVE_MB });
    expect((await requestToken(body)).status).toBe(400);
    expect((await requestToken(body, { 'content-length': String(body.length) })).status).toBe(400);
  });

  it('stops reading a streamed body once it passes the cap', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://bond.localhost:3000/api/livekit/token', {
      method: 'POST',
      headers: { host: 'bond.localhost:3000', authorization: `Bearer ${ada.token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await handleTokenRequest(request, { jwks, db, livekit })).status).toBe(400);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it.each(
    ['roomName', 'participantName'].flatMap((field) =>
      payload.WRONG_TYPES.map(([label, value]) => [field, label, value] as const),
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
    ['a zero-width joiner', payload.ZWJ_FAMILY],
    ['10,000 characters of emoji', payload.EMOJI_10K],
    ['a script tag', payload.SCRIPT],
    ['a javascript: URL', payload.JS_URL],
    ['SQL-looking text', payload.SQLISH],
    ['a path', '../../diag'],
  ])('refuses a room name with %s with 400', async (_label, roomName) => {
    const response = await requestToken(JSON.stringify({ ...valid(), roomName }));
    expect(response.status).toBe(400);
    expect(response.json.token).toBeUndefined();
  });

  it('refuses a participant name of 10,000 emoji characters with 400', async () => {
    expect(
      (await requestToken(JSON.stringify({ ...valid(), participantName: payload.EMOJI_10K }))).status,
    ).toBe(400);
  });

  it.each([
    payload.NUL,
    payload.LONE_SURROGATE,
    payload.RTL_OVERRIDE,
    payload.SCRIPT,
    payload.JS_URL,
    payload.SQLISH,
  ])(
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
    ['a script', `Bearer ${payload.SCRIPT}`],
    ['a huge header', `Bearer ${'x'.repeat(64 * 1024)}`],
    ['another scheme', `Basic ${Buffer.from('ada:pw').toString('base64')}`],
  ])('refuses %s as authorization with 403', async (_label, authorization) => {
    expect((await requestToken(JSON.stringify(valid()), { authorization })).status).toBe(403);
  });
});
