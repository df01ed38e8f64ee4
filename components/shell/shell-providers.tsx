'use client';

import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import { preferencePrefixAtom, preferencesAtom } from '@/components/shell/preference-atoms';
import type { Preferences } from '@/lib/preferences/registry';

interface ShellProvidersProps {
  preferences: Preferences;
  prefix: string;
  children: ReactNode;
}

function Hydrate({ preferences, prefix, children }: ShellProvidersProps) {
  useHydrateAtoms([
    [preferencesAtom, preferences],
    [preferencePrefixAtom, prefix],
  ]);
  return children;
}

/** One jotai store per page tree, seeded with the preferences the server rendered. */
export function ShellProviders(props: ShellProvidersProps) {
  return (
    <Provider>
      <Hydrate {...props} />
    </Provider>
  );
}
