import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/** The messages the shop's sales pages' client components read, for their subtree only. */
export async function ShopSalesIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessages(['ShopSales', 'Validation']);
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
