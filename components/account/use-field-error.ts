'use client';

import { useTranslations } from 'next-intl';

/**
 * What FormField shows for a schema message: a `Validation` key as it is (FormField translates
 * those), and the few keys only the account forms have, translated here.
 */
export function useFieldError() {
  const validation = useTranslations('Validation');
  const t = useTranslations('AccountSettings');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (validation.has(key as never)) return key;
    return t.has(`validation_${key}` as never) ? t(`validation_${key}` as never) : key;
  };
}
