'use client';

import { useTranslations } from 'next-intl';

/*
 * A field error as the schemas give it (a message key) to the text FormField shows: the wizard's own
 * `errors` keys are translated here; the shared `Validation` keys (listing and sign-up rules) are
 * passed on for FormField to translate.
 */

export function useWizardErrorText() {
  const t = useTranslations('Wizards.errors');
  return (key: string | undefined) => (key && t.has(key as never) ? t(key as never) : key);
}

export function useFormWizardErrorText() {
  const t = useTranslations('FormWizards.errors');
  return (key: string | undefined) => (key && t.has(key as never) ? t(key as never) : key);
}
