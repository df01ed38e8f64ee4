'use client';

import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { preferencePrefixAtom, preferencesAtom } from '@/components/shell/preference-atoms';
import type { Preferences } from '@/lib/preferences/registry';

function Hydrate({
  preferences,
  prefix,
  children,
}: {
  preferences: Preferences;
  prefix: string;
  children: ReactNode;
}) {
  useHydrateAtoms([
    [preferencesAtom, preferences],
    [preferencePrefixAtom, prefix],
  ]);
  return children;
}

/** One jotai store per page tree, seeded with the preferences the server rendered. */
export function ShellProviders({
  preferences,
  prefix,
  children,
}: {
  preferences: Preferences;
  prefix: string;
  children: ReactNode;
}) {
  return (
    <Provider>
      <Hydrate preferences={preferences} prefix={prefix}>
        {children}
      </Hydrate>
    </Provider>
  );
}
