import * as z from '@/lib/zod-mini';
import { passwordPolicy } from '@/lib/validation/auth';
import { FIELD_LIMITS } from './field-limits';
import { emailAddress, oneOf, personName, phoneNumber } from './fields';
import { isUsernameTaken, PLANS } from './registration-options';

/*
 * The form-validation page's registration form: one schema for the react-hook-form resolver and
 * the server action. It creates no account; it shows how a real one is checked.
 */

export const usernameSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(FIELD_LIMITS.usernameMin, 'usernameTooShort'),
  z.maxLength(FIELD_LIMITS.usernameMax, 'usernameTooLong'),
  z.regex(/^[a-z0-9_]*$/, 'usernameInvalid'),
  z.refine((name) => !isUsernameTaken(name), { message: 'usernameTaken' }),
);

interface Passwords {
  username: unknown;
  password: unknown;
  confirm: unknown;
}

/** The cross-field rules run even when another field failed, so every error shows on one submit. */
const whenStrings = (payload: { value: unknown }) => {
  const value = payload.value as Partial<Passwords> | undefined;
  return typeof value?.password === 'string' && typeof value.confirm === 'string';
};

export const registrationSchema = z
  .object({
    fullName: personName(),
    username: usernameSchema,
    email: emailAddress(),
    phone: phoneNumber(),
    password: passwordPolicy,
    confirm: z.string(),
    plan: oneOf(PLANS, 'planRequired'),
    terms: z.boolean().check(z.refine((accepted) => accepted, { message: 'termsRequired' })),
  })
  .check(
    z.refine((value) => value.confirm === value.password, {
      path: ['confirm'],
      message: 'passwordsDiffer',
      when: whenStrings,
    }),
    z.refine(
      (value) => {
        const username = String(value.username).trim().toLowerCase();
        return username.length < FIELD_LIMITS.usernameMin || !value.password.toLowerCase().includes(username);
      },
      { path: ['password'], message: 'passwordHasUsername', when: whenStrings },
    ),
  );

export type RegistrationInput = z.infer<typeof registrationSchema>;
