import type { RegistrationInput } from './registration-schema';

/*
 * The registration form's choices and starting values, without zod: the form imports these with
 * the page and loads the schema itself on the first validation (lib/validation/lazy-resolver.ts).
 */

export const PLANS = ['starter', 'team', 'business'] as const;

/** Names the demo treats as taken, so the availability check has something to find. */
const TAKEN_USERNAMES: ReadonlySet<string> = new Set(['admin', 'root', 'support', 'demo', 'member']);

export function isUsernameTaken(username: string): boolean {
  return TAKEN_USERNAMES.has(username.trim().toLowerCase());
}

export const EMPTY_REGISTRATION: RegistrationInput = {
  fullName: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  confirm: '',
  plan: '',
  terms: false,
};
