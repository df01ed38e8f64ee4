import * as z from '@/lib/zod-mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';

/*
 * One schema per auth form, used by the form (react-hook-form resolver) and by the server.
 * Messages are keys of the `Validation` messages, translated where they are shown.
 */

const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'emailRequired'),
    z.maxLength(254, 'emailInvalid'),
    z.email('emailInvalid'),
  );

export const passwordPolicy = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
    z.regex(/\p{L}/u, 'passwordNeedsLetter'),
    z.regex(/\p{N}/u, 'passwordNeedsDigit'),
  );

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
});

export const signUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(2, 'nameTooShort'), z.maxLength(80, 'nameTooLong')),
    email,
    password: passwordPolicy,
  })
  .check(
    z.refine((value) => value.password.toLowerCase() !== value.email, {
      path: ['password'],
      message: 'passwordIsEmail',
    }),
  );

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: passwordPolicy, confirm: z.string() })
  .check(
    z.refine((value) => value.password === value.confirm, { path: ['confirm'], message: 'passwordsDiffer' }),
  );

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
