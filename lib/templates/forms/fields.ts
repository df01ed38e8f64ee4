import * as z from '@/lib/zod-mini';

/*
 * Field rules the gallery's forms share. Messages are message keys: a key of `Validation` where the
 * product already says it, else a key of `FormsGallery.validation`; both are translated where the
 * error is shown (components/templates/forms/use-error-text.ts).
 */

export const personName = () =>
  z.string().check(z.trim(), z.minLength(2, 'nameTooShort'), z.maxLength(80, 'nameTooLong'));

export const emailAddress = () =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'emailRequired'),
      z.maxLength(254, 'emailInvalid'),
      z.email('emailInvalid'),
    );

/** Optional; when given, digits with an optional leading + and spaces or dashes between them. */
export const phoneNumber = () =>
  z.string().check(z.trim(), z.regex(/^$|^\+?\d[\d\s-]{5,18}\d$/, 'phoneInvalid'));

/** One of the listed codes; an empty choice reads as "choose one". */
export const oneOf = <const T extends readonly string[]>(values: T, message: string) =>
  z.string().check(z.refine((value) => values.includes(value), { message }));

/** A length limit that quotes its number from FIELD_LIMITS. */
export const boundedText = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));
