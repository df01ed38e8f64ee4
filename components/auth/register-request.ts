'use client';

import type { SignUpInput } from '@/lib/validation/auth';
import { callAuth } from './call-auth';
import { authClient } from '@/lib/auth/client';
import { authErrorMessage, type MessageRef } from '@/lib/auth/error-messages';

/**
 * Sign-up never reveals whether the e-mail already has an account (no auto sign-in on the
 * server), so the form signs in right after; a taken e-mail fails there with a generic message.
 */
export async function registerAndSignIn(values: SignUpInput): Promise<MessageRef | null> {
  const signUp = await callAuth((fetchOptions) => authClient.signUp.email({ ...values, fetchOptions }));
  if (!signUp.ok) return authErrorMessage(signUp.failure, 'signUp');
  const signIn = await callAuth((fetchOptions) =>
    authClient.signIn.email({ email: values.email, password: values.password, fetchOptions }),
  );
  if (!signIn.ok)
    return authErrorMessage(signIn.failure, signIn.failure.status === 429 ? 'signIn' : 'signUp');
  return null;
}
