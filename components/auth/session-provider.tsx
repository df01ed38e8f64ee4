'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import type { AbilityRules } from '@/lib/auth/abilities';
import {
  abilityRulesAtom,
  apiTokenAtom,
  sessionConfigAtom,
  type SessionConfig,
} from '@/components/auth/session-atoms';
import { useApiTokenRefresh } from './use-api-token-refresh';

/** Keeps a fresh API token in memory while someone is signed in. */
function ApiTokenRefresher() {
  const session = useAtomValue(sessionConfigAtom);
  useApiTokenRefresh(Boolean(session), useSetAtom(apiTokenAtom));
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
