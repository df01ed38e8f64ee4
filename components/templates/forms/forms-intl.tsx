import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import type { FormsGalleryPage } from './gallery-page';

/**
 * The messages one form gallery page's client components read, for its subtree only: the
 * gallery's shared words and errors, that page's own sub-object, the product's `Validation`
 * errors and the password toggle's two labels. The other pages' wording stays on the server.
 */
export async function FormsIntl({
  locale,
  page,
  children,
}: {
  locale: Locale;
  page: FormsGalleryPage;
  children: ReactNode;
}) {
  const all = await getMessages();
  const messages = {
    FormsGallery: {
      common: all.FormsGallery.common,
      validation: all.FormsGallery.validation,
      [page]: all.FormsGallery[page],
    },
    Validation: all.Validation,
    Auth: { showPassword: all.Auth.showPassword, hidePassword: all.Auth.hidePassword },
  };
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
