import 'server-only';
import { getTranslations } from 'next-intl/server';
import {
  CONTACT_ERRORS,
  CONTACT_FIELD_ERRORS,
  type ContactError,
  type ContactFieldError,
} from './contact-types';

export interface ContactFormLabels {
  name: string;
  email: string;
  message: string;
  website: string;
  submit: string;
  sending: string;
  thanks: string;
  fieldErrors: Record<ContactFieldError, string>;
  errors: Record<ContactError, string>;
}

/**
 * Every text the contact form shows, translated on the server: the public pages have no
 * NextIntlClientProvider, so the client form gets its strings as props.
 */
export async function contactFormLabels(): Promise<ContactFormLabels> {
  const t = await getTranslations('Contact');
  return {
    name: t('name'),
    email: t('email'),
    message: t('message'),
    website: t('website'),
    submit: t('submit'),
    sending: t('sending'),
    thanks: t('thanks'),
    fieldErrors: Object.fromEntries(CONTACT_FIELD_ERRORS.map((key) => [key, t(key)])) as Record<
      ContactFieldError,
      string
    >,
    errors: Object.fromEntries(CONTACT_ERRORS.map((key) => [key, t(`error_${key}`)])) as Record<
      ContactError,
      string
    >,
  };
}
