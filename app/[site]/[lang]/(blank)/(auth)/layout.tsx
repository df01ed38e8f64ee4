import type { ReactNode } from 'react';
import { ClientProviders } from '@/components/document/client-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf } from '@/lib/i18n/locales';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

/** The auth pages' forms translate their own messages and errors in the browser. */
export default async function AuthLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { locale } = await pageContext(params);
  const messages = await clientMessages(['Auth', 'AuthErrors', 'Validation', 'AuthTemplates', 'TwoFactor']);
  return (
    <ClientProviders locale={locale} dir={directionOf(locale)} messages={messages}>
      {children}
    </ClientProviders>
  );
}
