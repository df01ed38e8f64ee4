import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryOptions, countriesByContinent } from '@/lib/templates/forms/countries';
import { FIELD_LIMITS } from '@/lib/templates/forms/field-limits';
import {
  accountSchema,
  addressSchema,
  contactSchema,
  profileSchema,
} from '@/lib/templates/forms/layout-schemas';
import { EMPTY_REGISTRATION, isUsernameTaken } from '@/lib/templates/forms/registration-options';
import { registrationSchema } from '@/lib/templates/forms/registration-schema';
import { COUNTRY_CODES, matchesQuery } from '@/lib/templates/forms/sample-data';
import { distinctValues } from '@/lib/templates/forms/offer-suggestions';

/** docs/templates.md (forms): the schemas the gallery's forms and their server action share. */

const english = JSON.parse(readFileSync('messages/en.json', 'utf8'));
/** The first message of each field, as the form and the server action show them. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const VALID = {
  fullName: 'Anna Nowak',
  username: 'anna_n',
  email: 'anna@example.com',
  phone: '+48 600 700 800',
  password: 'correct-horse-42',
  confirm: 'correct-horse-42',
  plan: 'team',
  terms: true,
};

describe('the registration form (form-validation page)', () => {
  it('accepts a complete registration and normalises the username and e-mail', () => {
    const parsed = registrationSchema.safeParse({
      ...VALID,
      username: '  Anna_N ',
      email: 'Anna@Example.com',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.username).toBe('anna_n');
    expect(parsed.data?.email).toBe('anna@example.com');
  });

  it('reports every field of an empty form at once, the password confirmation included', () => {
    const errors = errorsOf(registrationSchema.safeParse({ ...EMPTY_REGISTRATION, confirm: 'x' }));
    expect(errors).toMatchObject({
      fullName: 'nameTooShort',
      username: 'usernameTooShort',
      email: 'emailRequired',
      password: 'passwordTooShort',
      confirm: 'passwordsDiffer',
      plan: 'planRequired',
      terms: 'termsRequired',
    });
    expect(errors).not.toHaveProperty('phone');
  });

  it('refuses a taken username whatever its case, and a password that contains the username', () => {
    expect(isUsernameTaken(' Admin ')).toBe(true);
    expect(errorsOf(registrationSchema.safeParse({ ...VALID, username: 'Admin' }))).toEqual({
      username: 'usernameTaken',
    });
    const password = 'xanna_n-2026';
    expect(errorsOf(registrationSchema.safeParse({ ...VALID, password, confirm: password }))).toEqual({
      password: 'passwordHasUsername',
    });
  });

  it('checks the username characters and the phone number', () => {
    expect(errorsOf(registrationSchema.safeParse({ ...VALID, username: 'anna-n' }))).toEqual({
      username: 'usernameInvalid',
    });
    expect(errorsOf(registrationSchema.safeParse({ ...VALID, phone: 'call me' }))).toEqual({
      phone: 'phoneInvalid',
    });
    expect(registrationSchema.safeParse({ ...VALID, phone: '' }).success).toBe(true);
  });
});

describe('the form-layouts forms', () => {
  it('contact: a message between the limits', () => {
    const base = { fullName: 'Jan Kowalski', email: 'jan@example.com' };
    expect(errorsOf(contactSchema.safeParse({ ...base, message: 'short' }))).toEqual({
      message: 'messageTooShort',
    });
    const long = 'x'.repeat(FIELD_LIMITS.messageMax + 1);
    expect(errorsOf(contactSchema.safeParse({ ...base, message: long }))).toEqual({
      message: 'messageTooLong',
    });
    expect(contactSchema.safeParse({ ...base, message: 'Please call me back.' }).success).toBe(true);
  });

  it('account: the repeated password must match', () => {
    const account = {
      username: 'jan',
      email: 'jan@example.com',
      password: 'pass-word-12',
      confirm: 'pass-word-13',
    };
    expect(errorsOf(accountSchema.safeParse(account))).toEqual({ confirm: 'passwordsDiffer' });
  });

  it('address: a postal code and a country of the list', () => {
    const address = {
      firstName: 'Jan',
      lastName: 'Kowalski',
      company: '',
      street: 'Marszałkowska 1',
      city: 'Warszawa',
      postalCode: '00-950',
      country: 'PL',
    };
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, postalCode: 'SW1A 1AA', country: 'GB' }).success).toBe(true);
    expect(errorsOf(addressSchema.safeParse({ ...address, postalCode: '?', country: 'XX' }))).toEqual({
      postalCode: 'postalCodeInvalid',
      country: 'countryRequired',
    });
  });

  it('profile: an optional date of birth in the past and one of the product languages', () => {
    const profile = {
      firstName: 'Ana',
      lastName: 'Silva',
      birthDate: '',
      email: 'ana@example.com',
      phone: '',
      language: 'pt',
      bio: '',
      newsletter: false,
    };
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(
      errorsOf(profileSchema.safeParse({ ...profile, birthDate: '2999-01-01', language: 'xx' })),
    ).toEqual({
      birthDate: 'birthDateFuture',
      language: 'languageRequired',
    });
  });
});

describe('form gallery error messages', () => {
  it('every message key a schema can answer has an English sentence', () => {
    const bad = [
      registrationSchema.safeParse({ ...EMPTY_REGISTRATION, confirm: 'x', phone: 'x' }),
      registrationSchema.safeParse({ ...VALID, username: 'admin' }),
      registrationSchema.safeParse({ ...VALID, username: 'a'.repeat(40) + '-' }),
      registrationSchema.safeParse({ ...VALID, password: 'xanna_n-2026', confirm: 'xanna_n-2026' }),
      contactSchema.safeParse({ fullName: '', email: 'x', message: 'x'.repeat(600) }),
      addressSchema.safeParse({
        firstName: '',
        lastName: '',
        company: 'x'.repeat(99),
        street: '',
        city: '',
        postalCode: '',
        country: '',
      }),
      profileSchema.safeParse({
        firstName: '',
        lastName: '',
        birthDate: 'x',
        email: '',
        phone: '',
        language: '',
        bio: 'x'.repeat(300),
        newsletter: false,
      }),
    ];
    const keys = new Set(bad.flatMap((result) => Object.values(errorsOf(result))));
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys)
      expect(english.FormsGallery.validation[key] ?? english.Validation[key], key).toEqual(
        expect.any(String),
      );
  });
});

describe('form gallery sample data', () => {
  it('names countries in the page language, sorted for it, and groups them by continent', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(COUNTRY_CODES.length);
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    const names = german.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(countriesByContinent('ar').flatMap((group) => group.countries)).toHaveLength(COUNTRY_CODES.length);
  });

  it('matches suggestions whatever the case and accents of the query', () => {
    expect(matchesQuery('São Tomé', 'sao to')).toBe(true);
    expect(matchesQuery('Łódź', 'LODZ')).toBe(false); // Ł is a letter of its own, not an accented L
    expect(matchesQuery('Kraków', 'krakow')).toBe(true);
    expect(matchesQuery('anything', '  ')).toBe(true);
  });

  it('keeps each offer title or place once, in first-seen order, without blanks', () => {
    expect(distinctValues(['Loft', ' Loft ', '', 'Villa', 'Loft'])).toEqual(['Loft', 'Villa']);
  });
});
