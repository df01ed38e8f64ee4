import { serverEnv } from '@/lib/env/server';

/**
 * CSRF protection for route handlers that change state: the browser's Origin (or, failing that,
 * Referer) must be this request's own origin.
 */
export function isSameOrigin(request: Request): boolean {
  const host =
    (serverEnv().TRUST_PROXY && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}
