import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyApiToken } from '@/lib/auth/api-token-verify';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';

let sign: (claims: Record<string, unknown>, sub?: string, expiresAt?: number) => Promise<string>;
let jwks: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' }] });
  sign = (claims, sub = 'ada1', expiresAt = Math.floor(Date.now() / 1000) + 60) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(sub)
      .setIssuer(API_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
});

describe('verifyApiToken (docs/architecture.md §4, shared by the token route and the realtime server)', () => {
  it('accepts a valid token of a known site and returns its user', async () => {
    const token = await sign({ siteId: 'bond', roles: ['member'], scopes: ['internal', 7] });
    expect(await verifyApiToken(token, jwks)).toEqual({
      ok: true,
      user: { userId: 'ada1', siteId: 'bond', roles: ['member'], scopes: ['internal'] },
    });
  });

  it('says why it refuses a token', async () => {
    expect(await verifyApiToken(undefined, jwks)).toEqual({ ok: false, refusal: 'missing-token' });
    expect(await verifyApiToken('', jwks)).toEqual({ ok: false, refusal: 'missing-token' });
    expect(await verifyApiToken(await sign({ siteId: 'bond' }, 'ada_1'), jwks)).toEqual({
      ok: false,
      refusal: 'bad-subject',
    });
    expect(await verifyApiToken(await sign({ siteId: 'nowhere' }), jwks)).toEqual({
      ok: false,
      refusal: 'unknown-site',
    });
    const expired = await sign({ siteId: 'bond' }, 'ada1', Math.floor(Date.now() / 1000) - 60);
    expect(await verifyApiToken(expired, jwks)).toEqual({ ok: false, refusal: 'ERR_JWT_EXPIRED' });
    expect(await verifyApiToken('not-a-jwt', jwks)).toEqual({ ok: false, refusal: 'ERR_JWS_INVALID' });
  });
});
