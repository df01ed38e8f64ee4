import type { Scope } from '@/sites';
import { API_TOKEN_REFRESH_MARGIN_MS, SIGNED_IN_HINT_COOKIE } from './constants';
import type { Role } from './membership';

/** A JWT's payload, unverified: the servers verify; the client only reads its own token. */
function payloadOf(token: string): Record<string, unknown> | null {
  try {
    const json = atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` of a JWT in ms. */
export function tokenExpiryMs(token: string): number | null {
  const exp = payloadOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Who the API token speaks for (its `sub`, roles and scopes), for pages rendered without a session. */
export function tokenMember(token: string): { userId: string; roles: Role[]; scopes: Scope[] } | null {
  const payload = payloadOf(token);
  if (typeof payload?.sub !== 'string' || !payload.sub) return null;
  return {
    userId: payload.sub,
    roles: strings(payload.roles) as Role[],
    scopes: strings(payload.scopes) as Scope[],
  };
}

/** When to fetch the next token: a margin before expiry, never sooner than 10 s from now. */
export function refreshDelayMs(token: string, now = Date.now()): number {
  const expiry = tokenExpiryMs(token);
  if (!expiry) return 60_000;
  return Math.max(10_000, expiry - API_TOKEN_REFRESH_MARGIN_MS - now);
}

export async function fetchApiToken(): Promise<string | null> {
  const response = await fetch('/api/auth/token', { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { token?: unknown };
  return typeof body.token === 'string' ? body.token : null;
}

/** Whether the page's cookies (`document.cookie`) carry the signed-in hint the token route keeps. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
