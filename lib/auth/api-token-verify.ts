import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isSiteId, type SiteId } from '@/sites/types';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from './constants';

/**
 * The one API-token check (docs/architecture.md §4), shared by the app's token route and the realtime server, so
 * it imports nothing Next-only: both processes trust exactly the same tokens.
 */

/** What a verified API token says about its bearer (docs/architecture.md §4: payload {sub, siteId, roles, scopes}). */
export interface ApiTokenUser {
  userId: string;
  siteId: SiteId;
  roles: string[];
  scopes: string[];
  /** The session the token was issued for (lib/auth/session-key.ts), when the app issued it. */
  sessionKey?: string;
}

/** The API token claim that carries the session key. */
export const SESSION_KEY_CLAIM = 'sk';

/**
 * Room names are split on `_` (docs/product.md §3: `{caller}_{callee}`), so a user id containing `_` would
 * make a personal room read as a conference room; better-auth's ids are alphanumeric.
 */
export const USER_ID_PATTERN = /^[A-Za-z0-9-]{1,128}$/;

/** Why a token was refused: ours, or a jose error code such as ERR_JWT_EXPIRED (for logs only). */
export type ApiTokenRefusal =
  'missing-token' | 'bad-subject' | 'unknown-site' | 'invalid-token' | (string & {});

/** A verified user, when the token was issued and expires (seconds since the epoch), or why not. */
export type ApiTokenCheck =
  | { ok: true; user: ApiTokenUser; expiresAt: number; issuedAt?: number }
  | { ok: false; refusal: ApiTokenRefusal };

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Accepts only a valid, unexpired EdDSA API token of a known site with a usable user id. The
 * algorithm is pinned (the key set decides nothing) and a token without `exp` is refused.
 */
export async function verifyApiToken(token: unknown, jwks: JWTVerifyGetKey): Promise<ApiTokenCheck> {
  if (typeof token !== 'string' || !token) return { ok: false, refusal: 'missing-token' };
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: API_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
      algorithms: ['EdDSA'],
      requiredClaims: ['exp'],
    });
    if (typeof payload.sub !== 'string' || !USER_ID_PATTERN.test(payload.sub))
      return { ok: false, refusal: 'bad-subject' };
    if (!isSiteId(payload.siteId)) return { ok: false, refusal: 'unknown-site' };
    return {
      ok: true,
      user: {
        userId: payload.sub,
        siteId: payload.siteId,
        roles: stringList(payload.roles),
        scopes: stringList(payload.scopes),
        ...(typeof payload[SESSION_KEY_CLAIM] === 'string' ? { sessionKey: payload[SESSION_KEY_CLAIM] } : {}),
      },
      expiresAt: payload.exp!,
      ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
    };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, refusal: typeof code === 'string' ? code : 'invalid-token' };
  }
}
