'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, type ReactNode } from 'react';
import type { AbilityRules } from '@/lib/auth/abilities';
import { fetchApiToken, refreshDelayMs } from '@/lib/auth/api-token';
import {
  abilityRulesAtom,
  apiTokenAtom,
  sessionConfigAtom,
  type SessionConfig,
} from '@/components/auth/session-atoms';

/** Keeps a fresh API token in memory while someone is signed in (docs/architecture.md §4: refreshed before expiry). */
function ApiTokenRefresher() {
  const session = useAtomValue(sessionConfigAtom);
  const setToken = useSetAtom(apiTokenAtom);
  useEffect(() => {
    if (!session) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const refresh = async () => {
      const token = await fetchApiToken().catch(() => null);
      if (cancelled) return;
      setToken(token);
      timer = setTimeout(refresh, token ? refreshDelayMs(token) : 30_000);
    };
    void refresh();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [session, setToken]);
  return null;
}

export function SessionProvider({
  session,
  abilityRules,
  children,
}: {
  session: SessionConfig | null;
  abilityRules: AbilityRules;
  children: ReactNode;
}) {
  useHydrateAtoms([
    [sessionConfigAtom, session],
    [abilityRulesAtom, abilityRules],
  ]);
  return (
    <>
      <ApiTokenRefresher />
      {children}
    </>
  );
}
