import { z } from '@/lib/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/auth/constants';

/*
 * One schema per auth form, used by the form (react-hook-form resolver) and by the server.
 * Messages are keys of the `Validation` messages, translated where they are shown.
 */

const email = z.string().trim().toLowerCase().min(1, 'emailRequired').max(254, 'emailInvalid').email('emailInvalid');

export const passwordPolicy = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong')
  .regex(/\p{L}/u, 'passwordNeedsLetter')
  .regex(/\p{N}/u, 'passwordNeedsDigit');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
});

export const signUpSchema = z
  .object({
    name: z.string().trim().min(2, 'nameTooShort').max(80, 'nameTooLong'),
    email,
    password: passwordPolicy,
  })
  .refine((value) => value.password.toLowerCase() !== value.email, { path: ['password'], message: 'passwordIsEmail' });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: passwordPolicy, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: 'passwordsDiffer' });

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
