import { API_TOKEN_REFRESH_MARGIN_MS } from './constants';

/** The `exp` of a JWT in ms (no verification: the servers verify; the client only schedules). */
export function tokenExpiryMs(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
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
