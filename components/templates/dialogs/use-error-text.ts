'use client';

import { useTranslations } from 'next-intl';

/** The dialogs' schema messages are keys of `Validation` or of `DialogExamples.errors`: their text. */
export function useErrorText() {
  const tv = useTranslations('Validation');
  const te = useTranslations('DialogExamples.errors');
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (tv.has(key as never)) return tv(key as never);
    if (te.has(key as never)) return te(key as never);
    return te('invalid');
  };
}
