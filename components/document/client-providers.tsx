'use client';

import { Direction } from 'radix-ui';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

interface ClientProvidersProps {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  messages: Record<string, unknown>;
  children: ReactNode;
}

/** Radix reads the direction from its provider, not from `<html dir>` (docs/architecture.md §10). */
export function ClientProviders({ locale, dir, messages, children }: ClientProvidersProps) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages as AbstractIntlMessages}
      timeZone={APP_TIME_ZONE}
    >
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </NextIntlClientProvider>
  );
}
