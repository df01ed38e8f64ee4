/** A translated message reference: `Namespace.key` plus ICU values. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

export interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
}

const VALIDATION_KEYS = new Set([
  'passwordTooShort',
  'passwordTooLong',
  'passwordNeedsLetter',
  'passwordNeedsDigit',
  'passwordIsEmail',
  'emailInvalid',
  'emailRequired',
]);

/**
 * Maps better-auth failures to our translated messages, once, at the edge of the forms. Sign-in
 * and sign-up failures stay generic so they never reveal whether an e-mail has an account.
 */
export function authErrorMessage(
  failure: AuthFailure,
  context: 'signIn' | 'signUp' | 'forgot' | 'reset',
): MessageRef {
  if (failure.status === 0) return { key: 'AuthErrors.network' };
  if (failure.status === 429)
    return { key: 'AuthErrors.tooManyAttempts', values: { seconds: failure.retryAfterSeconds ?? 60 } };
  if (failure.code === 'PASSWORD_POLICY' && failure.message && VALIDATION_KEYS.has(failure.message)) {
    return { key: `Validation.${failure.message}` };
  }
  if (failure.code === 'PASSWORD_TOO_SHORT') return { key: 'Validation.passwordTooShort' };
  if (failure.code === 'PASSWORD_TOO_LONG') return { key: 'Validation.passwordTooLong' };
  // Only after the right password (lib/auth/auth-guards.ts), so it reveals nothing to a guesser.
  if (failure.code === 'ACCOUNT_SUSPENDED') return { key: 'AuthErrors.accountSuspended' };
  if (context === 'signIn') return { key: 'AuthErrors.invalidCredentials' };
  if (context === 'signUp') return { key: 'AuthErrors.registerFailed' };
  if (context === 'reset' && (failure.code === 'INVALID_TOKEN' || failure.status === 400))
    return { key: 'AuthErrors.invalidToken' };
  return { key: 'AuthErrors.unknown' };
}
