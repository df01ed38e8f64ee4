'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { browserCookies } from '@/lib/cookies/cookie';
import { preferencePrefixAtom, preferencesAtom } from './preference-atoms';
import {
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  PREFERENCES,
  preferenceCookieName,
  type PreferenceKey,
  type PreferenceValue,
  type Preferences,
} from '@/lib/preferences/registry';
import { applyPreference } from '@/lib/preferences/rules';

const ONE_YEAR = { years: 1 } as const;

/** Writes every changed preference to its cookie and to its `<html>` attribute. */
function persist(prefix: string, before: Preferences, after: Preferences) {
  for (const key of PREFERENCE_KEYS) {
    if (before[key] === after[key]) continue;
    browserCookies.set(preferenceCookieName(prefix, key), after[key], { expires: ONE_YEAR });
    document.documentElement.setAttribute(PREFERENCES[key].attribute, after[key]);
  }
}

export function usePreferences() {
  const [preferences, setPreferences] = useAtom(preferencesAtom);
  const prefix = useAtomValue(preferencePrefixAtom);

  const setPreference = useCallback(
    <K extends PreferenceKey>(key: K, value: PreferenceValue<K>) => {
      const next = applyPreference(preferences, key, value);
      persist(prefix, preferences, next);
      setPreferences(next);
    },
    [preferences, prefix, setPreferences],
  );

  const reset = useCallback(() => {
    persist(prefix, preferences, DEFAULT_PREFERENCES);
    for (const key of PREFERENCE_KEYS) browserCookies.remove(preferenceCookieName(prefix, key));
    setPreferences(DEFAULT_PREFERENCES);
  }, [preferences, prefix, setPreferences]);

  return { preferences, setPreference, reset };
}
