import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyApiToken } from '@/lib/auth/api-token-verify';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';

let sign: (claims: Record<string, unknown>, sub?: string, expiresAt?: number) => Promise<string>;
let jwks: ReturnType<typeof createLocalJWKSet>;
let signingKey: CryptoKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  signingKey = privateKey;
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
      expiresAt: expect.any(Number),
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

  it('requires an expiry and the EdDSA algorithm, whatever else the key set holds', async () => {
    const forever = await new SignJWT({ siteId: 'bond' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('ada1')
      .setIssuer(API_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .sign(signingKey);
    expect(await verifyApiToken(forever, jwks)).toEqual({
      ok: false,
      refusal: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });

    const ecdsa = await generateKeyPair('ES256');
    const mixed = createLocalJWKSet({
      keys: [{ ...(await exportJWK(ecdsa.publicKey)), kid: 'k2', alg: 'ES256' }],
    });
    const otherAlgorithm = await new SignJWT({ siteId: 'bond' })
      .setProtectedHeader({ alg: 'ES256', kid: 'k2' })
      .setSubject('ada1')
      .setIssuer(API_TOKEN_ISSUER)
      .setAudience(API_TOKEN_AUDIENCE)
      .setExpirationTime('1m')
      .sign(ecdsa.privateKey);
    expect(await verifyApiToken(otherAlgorithm, mixed)).toEqual({
      ok: false,
      refusal: 'ERR_JOSE_ALG_NOT_ALLOWED',
    });
  });

  it('returns when the token expires, so a socket can be closed then', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 120;
    const check = await verifyApiToken(await sign({ siteId: 'bond' }, 'ada1', expiresAt), jwks);
    expect(check.ok && check.expiresAt).toBe(expiresAt);
  });
});
