'use client';

import { useEffect, useEffectEvent } from 'react';
import { fetchApiToken, refreshDelayMs } from '@/lib/auth/api-token';

/**
 * While `enabled`, fetches an API token at once and again before each expires (docs/architecture.md §4),
 * handing each one (null when refused) to `onToken`. After a refusal it asks again in 30 s.
 */
export function useApiTokenRefresh(enabled: boolean, onToken: (token: string | null) => void) {
  const deliver = useEffectEvent(onToken);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const refresh = async () => {
      const token = await fetchApiToken().catch(() => null);
      if (cancelled) return;
      deliver(token);
      timer = setTimeout(refresh, token ? refreshDelayMs(token) : 30_000);
    };
    void refresh();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled]);
}
