import * as z from '@/lib/zod-mini';
import { PASSWORD_MAX_LENGTH } from '@/lib/auth/constants';
import { LOCALES } from '@/lib/i18n/locales';
import { storableText } from '@/lib/listings/listing-schema';
import { passwordPolicy, signUpSchema } from '@/lib/validation/auth';

/*
 * The account settings forms, shared by the forms (react-hook-form) and the server. Error messages
 * are `Validation` keys, or `AccountSettings` keys for the ones only these forms have.
 */

export const ABOUT_MAX_LENGTH = 1000;

export const accountFormSchema = z.object({
  name: signUpSchema.shape.name,
  locale: z.enum(LOCALES),
  about: z.string().check(z.overwrite(storableText), z.trim(), z.maxLength(ABOUT_MAX_LENGTH, 'aboutTooLong')),
});

/** The sign-up rules for the new password (better-auth's guard applies them again on the server). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
    newPassword: passwordPolicy,
    confirm: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirm, {
      path: ['confirm'],
      message: 'passwordsDiffer',
    }),
  );

/** A password typed to confirm (account deletion, two-factor on and off): checked on the server, not here. */
export const confirmPasswordSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
});

export type AccountFormValues = z.infer<typeof accountFormSchema>;
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
