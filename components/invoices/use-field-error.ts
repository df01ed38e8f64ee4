'use client';

import { useTranslations } from 'next-intl';

/** A field error of the shared schema (an `Invoice.error_*` key) in the page language. */
export function useFieldError() {
  const t = useTranslations('Invoice');
  return (message: string) => (t.has(message as never) ? t(message as never) : message);
}
