import { LOCALES } from '@/lib/i18n/locales';
import { passwordPolicy, forgotPasswordSchema } from '@/lib/validation/auth';
import * as z from '@/lib/zod-mini';

/*
 * The account-creation form of the form-wizard pages (docs/templates.md): account → personal →
 * social links → summary. It writes nothing; it shows the stepper with a realistic form, validated
 * per step like the other wizards. E-mail and password follow the sign-up rules (`Validation`
 * keys); the rest are `FormWizards.errors` keys.
 */

/** The countries the demo form offers (ISO 3166-1), named in the page's language by the browser. */
export const ACCOUNT_COUNTRIES = [
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
  'EG',
  'AE',
] as const;

const name = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(60, 'tooLong'));
const profileUrl = z
  .string()
  .check(z.trim(), z.maxLength(200, 'tooLong'), z.regex(/^$|^https:\/\/[^\s/]+\.[^\s]+$/, 'urlInvalid'));

export const accountStepSchemas = {
  account: z
    .object({
      username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._]{3,30}$/, 'usernameInvalid')),
      email: forgotPasswordSchema.shape.email,
      password: passwordPolicy,
      confirm: z.string(),
    })
    .check(
      z.refine((account) => account.password === account.confirm, {
        path: ['confirm'],
        message: 'passwordsDiffer',
      }),
    ),
  personal: z.object({
    firstName: name('firstNameRequired'),
    lastName: name('lastNameRequired'),
    country: z.enum(ACCOUNT_COUNTRIES, { message: 'countryRequired' }),
    language: z.enum(LOCALES, { message: 'languageRequired' }),
  }),
  social: z.object({ website: profileUrl, linkedin: profileUrl, github: profileUrl }),
};

export const ACCOUNT_STEP_IDS = ['account', 'personal', 'social', 'summary'] as const;

export const accountWizardSchema = z.object(accountStepSchemas);
export type AccountWizardValues = z.infer<typeof accountWizardSchema>;

/** What the draft never keeps: passwords stay in the page, not in the tab's storage. */
export const ACCOUNT_DRAFT_OMITS = ['account.password', 'account.confirm'] as const;

export const EMPTY_ACCOUNT: AccountWizardValues = {
  account: { username: '', email: '', password: '', confirm: '' },
  personal: {
    firstName: '',
    lastName: '',
    country: '' as AccountWizardValues['personal']['country'],
    language: 'en',
  },
  social: { website: '', linkedin: '', github: '' },
};
