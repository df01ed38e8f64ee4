import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';
import { isSiteId, type SiteId } from '@/sites/hosts';

/** What a verified API token says about the socket's user (DESIGN §4). */
export interface SocketUser {
  userId: string;
  siteId: SiteId;
  roles: string[];
  scopes: string[];
}

/**
 * Room names are split on `_` (SPEC §3: `{caller}_{callee}`), so a user id containing `_` would
 * make a personal room read as a conference room; better-auth's ids are alphanumeric.
 */
export const USER_ID_PATTERN = /^[A-Za-z0-9-]{1,128}$/;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A verified user, or why not (a jose error code such as ERR_JWT_EXPIRED, for the logs only). */
export type TokenCheck = { user: SocketUser } | { refusal: string };

/** Accepts only a valid, unexpired API token of a known site with a usable user id. */
export async function verifyApiToken(token: unknown, jwks: JWTVerifyGetKey): Promise<TokenCheck> {
  if (typeof token !== 'string' || !token) return { refusal: 'missing-token' };
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: API_TOKEN_ISSUER,
      audience: API_TOKEN_AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || !USER_ID_PATTERN.test(payload.sub))
      return { refusal: 'bad-subject' };
    if (!isSiteId(payload.siteId)) return { refusal: 'unknown-site' };
    return {
      user: {
        userId: payload.sub,
        siteId: payload.siteId,
        roles: stringList(payload.roles),
        scopes: stringList(payload.scopes),
      },
    };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { refusal: typeof code === 'string' ? code : 'invalid-token' };
  }
}
