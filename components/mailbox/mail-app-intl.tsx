import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/**
 * The messages the e-mail app's client components read (its own, and the inbox's reply box), for
 * its subtree only: the shell layout does not send them to every other page.
 */
export async function MailAppIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessages(['MailApp', 'Inbox']);
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
