/** Contact-form types shared by the browser form and the server (no zod here: public pages stay light). */

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
} as const;

export type ContactField = 'name' | 'email' | 'message';

export const CONTACT_FIELD_ERRORS = [
  'nameTooShort',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'messageTooShort',
  'messageTooLong',
] as const;
export type ContactFieldError = (typeof CONTACT_FIELD_ERRORS)[number];

export const CONTACT_ERRORS = ['invalid', 'tooMany', 'notFound', 'failed'] as const;
export type ContactError = (typeof CONTACT_ERRORS)[number];

export type ContactResult =
  { ok: true } | { ok: false; error: ContactError; fieldErrors?: Partial<Record<ContactField, string>> };

/** What the form shows after a submission: the typed values come back so nothing is lost. */
export interface ContactFormState {
  status: 'idle' | 'sent' | 'error';
  error?: ContactError;
  fieldErrors?: Partial<Record<ContactField, string>>;
  values: Record<ContactField, string>;
  /** Changes on every answer, so the fields re-mount with the returned values. */
  attempt: number;
}

export const INITIAL_CONTACT_STATE: ContactFormState = {
  status: 'idle',
  values: { name: '', email: '', message: '' },
  attempt: 0,
};
