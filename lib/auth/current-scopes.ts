import type { Scope } from '@/sites';

/**
 * The signed-in user's token scopes. Accounts arrive with the accounts issue (#3); until then the
 * shell is a preview that shows every menu entry.
 */
export async function currentScopes(): Promise<ReadonlySet<Scope>> {
  return new Set<Scope>(['internal', 'admin2']);
}
