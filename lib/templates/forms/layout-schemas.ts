import * as z from '@/lib/zod-mini';
import { passwordPolicy } from '@/lib/validation/auth';
import { FIELD_LIMITS } from './field-limits';
import { boundedText, emailAddress, oneOf, personName, phoneNumber } from './fields';
import { LOCALES } from '@/lib/i18n/locales';
import { COUNTRY_CODES } from './sample-data';

/*
 * The four forms of the form-layouts page, one schema each, shared by each form's resolver and
 * the server action (which stores nothing).
 */

/** Vertical layout: a contact message. */
export const contactSchema = z.object({
  fullName: personName(),
  email: emailAddress(),
  message: boundedText(FIELD_LIMITS.messageMin, FIELD_LIMITS.messageMax, 'messageTooShort', 'messageTooLong'),
});

/** Horizontal layout: an account, password confirmed. */
export const accountSchema = z
  .object({
    username: boundedText(
      FIELD_LIMITS.usernameMin,
      FIELD_LIMITS.usernameMax,
      'usernameTooShort',
      'usernameTooLong',
    ),
    email: emailAddress(),
    password: passwordPolicy,
    confirm: z.string(),
  })
  .check(
    z.refine((value) => value.confirm === value.password, {
      path: ['confirm'],
      message: 'passwordsDiffer',
      when: (payload) => typeof (payload.value as { confirm?: unknown }).confirm === 'string',
    }),
  );

/** Multi-column layout: a postal address. */
export const addressSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  company: z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.companyMax, 'companyTooLong')),
  street: boundedText(3, FIELD_LIMITS.streetMax, 'streetRequired', 'streetTooLong'),
  city: boundedText(2, FIELD_LIMITS.cityMax, 'cityRequired', 'cityTooLong'),
  postalCode: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'postalCodeInvalid')),
  country: oneOf(COUNTRY_CODES, 'countryRequired'),
});

/** Sectioned layout with sticky actions: a profile. */
export const profileSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  birthDate: z.string().check(
    z.regex(/^$|^\d{4}-\d{2}-\d{2}$/, 'dateInvalid'),
    z.refine((value) => value === '' || new Date(`${value}T00:00:00Z`).getTime() < Date.now(), {
      message: 'birthDateFuture',
    }),
  ),
  email: emailAddress(),
  phone: phoneNumber(),
  language: oneOf(LOCALES, 'languageRequired'),
  bio: z.string().check(z.trim(), z.maxLength(FIELD_LIMITS.bioMax, 'bioTooLong')),
  newsletter: z.boolean(),
});

export const LAYOUT_SCHEMAS = {
  contact: contactSchema,
  account: accountSchema,
  address: addressSchema,
  profile: profileSchema,
} as const;

export type LayoutFormKind = keyof typeof LAYOUT_SCHEMAS;
export type ContactInput = z.infer<typeof contactSchema>;
export type AccountInput = z.infer<typeof accountSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
