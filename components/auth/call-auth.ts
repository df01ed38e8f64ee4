'use client';

import type { AuthFailure } from '@/lib/auth/error-messages';

interface BetterFetchResult<T> {
  data: T | null;
  error: { status: number; code?: string; message?: string } | null;
}

/**
 * Runs one better-auth client call and returns either its data or a normalised failure
 * (network errors and the Retry-After of rate limits included).
 */
export async function callAuth<T>(
  request: (fetchOptions: {
    onError: (context: { response: Response }) => void;
  }) => Promise<BetterFetchResult<T>>,
): Promise<{ ok: true; data: T } | { ok: false; failure: AuthFailure }> {
  let retryAfterSeconds: number | undefined;
  const onError = ({ response }: { response: Response }) => {
    const header = response.headers.get('X-Retry-After') ?? response.headers.get('Retry-After');
    if (header && Number.isFinite(Number(header))) retryAfterSeconds = Number(header);
  };
  try {
    const result = await request({ onError });
    if (result.error)
      return {
        ok: false,
        failure: { ...result.error, status: result.error.status || 500, retryAfterSeconds },
      };
    return { ok: true, data: result.data as T };
  } catch {
    return { ok: false, failure: { status: 0 } };
  }
}
