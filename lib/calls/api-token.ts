import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { getAuth } from '@/lib/auth/auth';
import { API_TOKEN_AUDIENCE, API_TOKEN_ISSUER } from '@/lib/auth/constants';
import { isSiteId, type SiteId } from '@/sites';

/** What a verified API token says about its bearer (DESIGN §4: payload {sub, siteId, roles, scopes}). */
export interface ApiTokenUser {
  userId: string;
  siteId: SiteId;
  roles: string[];
  scopes: string[];
}

/**
 * Room names are split on `_` (SPEC §3: `{caller}_{callee}`), so an id containing `_` could not be
 * told apart from a room; better-auth's ids are alphanumeric.
 */
const USER_ID_PATTERN = /^[A-Za-z0-9-]{1,128}$/;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The bearer of a valid, unexpired API token of a known site; null for anything else. */
export async function verifyApiToken(token: string, jwks: JWTVerifyGetKey): Promise<ApiTokenUser | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: API_TOKEN_ISSUER, audience: API_TOKEN_AUDIENCE });
    if (typeof payload.sub !== 'string' || !USER_ID_PATTERN.test(payload.sub) || !isSiteId(payload.siteId)) return null;
    return { userId: payload.sub, siteId: payload.siteId, roles: stringList(payload.roles), scopes: stringList(payload.scopes) };
  } catch {
    return null;
  }
}

const REFRESH_AFTER_MS = 5 * 60_000;
/** A garbage `kid` must not turn every request into a key-table read. */
const UNKNOWN_KID_RELOAD_GAP_MS = 30_000;

interface LoadedKeys {
  getKey: JWTVerifyGetKey;
  kids: ReadonlySet<string>;
  loadedAt: number;
}

/**
 * A jose key resolver over a key set loaded on demand, reloaded when older than 5 minutes or when
 * a token names a key it does not know yet (key rotation); a failed reload keeps the old keys.
 */
export function cachedJwks(load: () => Promise<JSONWebKeySet>, now: () => number = Date.now): JWTVerifyGetKey {
  let current: LoadedKeys | null = null;
  let pending: Promise<LoadedKeys> | null = null;

  const reload = () =>
    (pending ??= load()
      .then((set) => {
        current = { getKey: createLocalJWKSet(set), kids: new Set(set.keys.flatMap((key) => (key.kid ? [key.kid] : []))), loadedAt: now() };
        return current;
      })
      .finally(() => {
        pending = null;
      }));

  return async (header, token) => {
    let keys = current ?? (await reload());
    const age = now() - keys.loadedAt;
    const unknownKid = header.kid !== undefined && !keys.kids.has(header.kid);
    if (age > REFRESH_AFTER_MS || (unknownKid && age > UNKNOWN_KID_RELOAD_GAP_MS)) keys = await reload().catch(() => keys);
    return keys.getKey(header, token);
  };
}

let appKeys: JWTVerifyGetKey | null = null;

/** The app's own API-token keys, read in-process from better-auth (no HTTP round trip to /jwks). */
export function appJwks(): JWTVerifyGetKey {
  appKeys ??= cachedJwks(() => getAuth().api.getJwks());
  return appKeys;
}
