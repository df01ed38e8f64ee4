import { atom } from 'jotai';
import { DEFAULT_PREFERENCES, type Preferences } from '@/lib/preferences/registry';

/** The client's copy of the preferences; hydrated from the server's cookie read. */
export const preferencesAtom = atom<Preferences>(DEFAULT_PREFERENCES);
/** The cookie-name prefix of this site (docs/product.md §3: keys prefixed with the app title). */
export const preferencePrefixAtom = atom<string>('application');
