import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/**
 * The messages the member admin pages' client components read, for their subtree only: the shell
 * layout does not send them to every other page of the signed-in area.
 */
export async function MembersIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessages(['Members', 'Roles', 'Permissions', 'Audit', 'Validation']);
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
