import * as z from '@/lib/zod-mini';
import { LOCALES } from '@/lib/i18n/locales';

/*
 * docs/templates.md dialog examples: the schemas of their forms. The dialogs save nothing (they
 * show what a form in a dialog looks and behaves like), so only the browser parses them; the
 * messages are keys of `Validation` or of `DialogExamples.errors`, translated where shown.
 */

const personName = z.string().check(z.trim(), z.minLength(2, 'nameTooShort'), z.maxLength(80, 'nameTooLong'));

const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'emailRequired'),
    z.maxLength(254, 'emailInvalid'),
    z.email('emailInvalid'),
  );

/** Digits, spaces, brackets and dashes, an optional leading +: 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const phone = z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'phoneInvalid'));

export const BIO_MAX = 160;

export const profileSchema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'phoneInvalid'),
  ),
  language: z.enum(LOCALES),
  bio: z.string().check(z.trim(), z.maxLength(BIO_MAX, 'bioTooLong')),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** The countries the address form offers, by ISO 3166 code; their names come from the browser. */
export const ADDRESS_COUNTRIES = [
  'PL',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'BR',
  'GB',
  'US',
  'CN',
  'AE',
  'EG',
] as const;
export const ADDRESS_KINDS = ['home', 'office'] as const;

export const addressSchema = z.object({
  fullName: personName,
  country: z.enum(ADDRESS_COUNTRIES, 'countryRequired'),
  line1: z.string().check(z.trim(), z.minLength(3, 'addressRequired'), z.maxLength(120, 'addressTooLong')),
  line2: z.string().check(z.trim(), z.maxLength(120, 'addressTooLong')),
  city: z.string().check(z.trim(), z.minLength(2, 'cityRequired'), z.maxLength(80, 'nameTooLong')),
  postalCode: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'postalCodeInvalid')),
  kind: z.enum(ADDRESS_KINDS),
  isDefault: z.boolean(),
});
export type AddressValues = z.infer<typeof addressSchema>;

export const inviteSchema = z.object({ email });
export type InviteValues = z.infer<typeof inviteSchema>;

export const TWO_FACTOR_METHODS = ['app', 'sms'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const otpCodeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'codeInvalid')),
});
export const smsPhoneSchema = z.object({ phone });

/** The people the share dialog can find: sample names, so no member list of the site is exposed. */
export const SAMPLE_MEMBERS = [
  { id: 'anna', name: 'Anna Kowalska', email: 'anna.kowalska@example.com' },
  { id: 'lukas', name: 'Lukas Weber', email: 'lukas.weber@example.com' },
  { id: 'sofia', name: 'Sofia Rossi', email: 'sofia.rossi@example.com' },
  { id: 'mateo', name: 'Mateo García', email: 'mateo.garcia@example.com' },
  { id: 'layla', name: 'Layla Haddad', email: 'layla.haddad@example.com' },
  { id: 'wei', name: 'Wei Zhang', email: 'wei.zhang@example.com' },
  { id: 'camille', name: 'Camille Martin', email: 'camille.martin@example.com' },
  { id: 'joao', name: 'João Silva', email: 'joao.silva@example.com' },
] as const;
export type SampleMember = (typeof SAMPLE_MEMBERS)[number];
export const SHARE_ROLES = ['view', 'edit'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** Initials for an avatar: the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
