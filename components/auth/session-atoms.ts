import { atom } from 'jotai';
import type { Scope } from '@/sites';
import type { AbilityRules } from '@/lib/auth/abilities';
import type { Role } from '@/lib/auth/membership';

/** docs/product.md §3 session config, as the client sees it. */
export interface SessionConfig {
  userId: string;
  roles: Role[];
  scopes: Scope[];
  AppName: string;
  AppTitle: string;
}

export const sessionConfigAtom = atom<SessionConfig | null>(null);
/** The short-lived API token (JWT) for the token route and the realtime server; memory only. */
export const apiTokenAtom = atom<string | null>(null);
export const abilityRulesAtom = atom<AbilityRules>([]);

/** Sign-out clears everything the client holds about the session (docs/product.md §6). */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionConfigAtom, null);
  set(apiTokenAtom, null);
  set(abilityRulesAtom, []);
});
