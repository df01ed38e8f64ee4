'use client';

import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiTokenAtom, sessionConfigAtom } from '@/components/auth/session-atoms';
import { useApiTokenRefresh } from '@/components/auth/use-api-token-refresh';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { tokenMember } from '@/lib/auth/api-token';
import { APP_TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import { CallArea } from './call-area';

export interface PublicCallAreaProps {
  locale: Locale;
  /** The `CallArea` messages of the page's language. */
  messages: Record<string, unknown>;
  appName: string;
  appTitle: string;
}

/**
 * The session as the API token tells it: the page was rendered without one. A refused token (the
 * hint outlived its session) ends it; the token route has cleared the hint by then.
 */
function TokenSession({ appName, appTitle }: Pick<PublicCallAreaProps, 'appName' | 'appTitle'>) {
  const setSession = useSetAtom(sessionConfigAtom);
  const setToken = useSetAtom(apiTokenAtom);
  const [active, setActive] = useState(true);
  useApiTokenRefresh(active, (token) => {
    const member = token ? tokenMember(token) : null;
    setToken(member ? token : null);
    setSession((current) =>
      member && current?.userId === member.userId
        ? current
        : member && { ...member, AppName: appName, AppTitle: appTitle },
    );
    if (!member) setActive(false);
  });
  return null;
}

/** The realtime server's address, asked of the app's server: the page may predate its settings. */
function useRealtimeUrlTemplate(): string | null {
  const [template, setTemplate] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch('/api/realtime', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { urlTemplate?: unknown } | null) => {
        if (!cancelled && typeof body?.urlTemplate === 'string') setTemplate(body.urlTemplate);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return template;
}

function Connections({ locale }: { locale: Locale }) {
  const urlTemplate = useRealtimeUrlTemplate();
  if (!urlTemplate) return null;
  return (
    <>
      <RealtimeProvider urlTemplate={urlTemplate} />
      <CallArea locale={locale} urlTemplate={urlTemplate} showStatus={false} />
    </>
  );
}

function SignedIn({ locale }: { locale: Locale }) {
  return useAtomValue(sessionConfigAtom) ? <Connections locale={locale} /> : null;
}

/** Invitations on a public page for the signed-in member (loaded by PublicCallIsland). */
export function PublicCallArea({ locale, messages, appName, appTitle }: PublicCallAreaProps) {
  return (
    <Provider>
      <NextIntlClientProvider
        locale={locale}
        messages={messages as AbstractIntlMessages}
        timeZone={APP_TIME_ZONE}
      >
        <TokenSession appName={appName} appTitle={appTitle} />
        <SignedIn locale={locale} />
      </NextIntlClientProvider>
    </Provider>
  );
}
