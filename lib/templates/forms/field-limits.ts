/*
 * Kept apart from the schemas so that a page showing errors does not load zod for the numbers.
 */

/** The numbers the error messages quote (ICU arguments of `FormsGallery.validation`). */
export const FIELD_LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  messageMin: 10,
  messageMax: 500,
  bioMax: 200,
  streetMax: 120,
  cityMax: 80,
  companyMax: 80,
} as const;
