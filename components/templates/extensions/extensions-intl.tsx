import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/** The carousel and tour pages' wording, sent to the browser for their subtree only. */
export async function ExtensionsIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessages(['ExtensionsGallery']);
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
