import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/** The data table's wording (and My items' status names it shares), for its subtree only. */
export async function TablesIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessages(['TablesGallery', 'MyItems']);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages as AbstractIntlMessages}
      timeZone={APP_TIME_ZONE}
    >
      {children}
    </NextIntlClientProvider>
  );
}
