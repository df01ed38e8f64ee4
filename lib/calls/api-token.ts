import 'server-only';
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { getAuth } from '@/lib/auth/auth';

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
export function cachedJwks(
  load: () => Promise<JSONWebKeySet>,
  now: () => number = Date.now,
): JWTVerifyGetKey {
  let current: LoadedKeys | null = null;
  let pending: Promise<LoadedKeys> | null = null;

  const reload = () =>
    (pending ??= load()
      .then((set) => {
        current = {
          getKey: createLocalJWKSet(set),
          kids: new Set(set.keys.flatMap((key) => (key.kid ? [key.kid] : []))),
          loadedAt: now(),
        };
        return current;
      })
      .finally(() => {
        pending = null;
      }));

  return async (header, token) => {
    let keys = current ?? (await reload());
    const age = now() - keys.loadedAt;
    const unknownKid = header.kid !== undefined && !keys.kids.has(header.kid);
    if (age > REFRESH_AFTER_MS || (unknownKid && age > UNKNOWN_KID_RELOAD_GAP_MS))
      keys = await reload().catch(() => keys);
    return keys.getKey(header, token);
  };
}

let appKeys: JWTVerifyGetKey | null = null;

/** The app's own API-token keys, read in-process from better-auth (no HTTP round trip to /jwks). */
export function appJwks(): JWTVerifyGetKey {
  appKeys ??= cachedJwks(() => getAuth().api.getJwks());
  return appKeys;
}
