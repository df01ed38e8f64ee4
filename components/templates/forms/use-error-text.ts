'use client';

import { useTranslations } from 'next-intl';
import { FIELD_LIMITS } from '@/lib/templates/forms/field-limits';

type Values = Record<string, string | number>;

/**
 * Turns a schema's message key into the sentence to show: a key of `FormsGallery.validation`
 * (quoting FIELD_LIMITS or the given values), else a key of the product's `Validation`, else the
 * text as it came. The same keys-translated-where-shown mechanism as components/forms/form-field.tsx.
 */
export function useErrorText(): (key: string | undefined, values?: Values) => string | undefined {
  const gallery = useTranslations('FormsGallery.validation');
  const shared = useTranslations('Validation');
  return (key, values) => {
    if (!key) return undefined;
    if (gallery.has(key as never)) return gallery(key as never, { ...FIELD_LIMITS, ...values } as never);
    if (shared.has(key as never)) return shared(key as never);
    return key;
  };
}
