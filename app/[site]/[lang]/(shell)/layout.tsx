import { Suspense, type ReactNode } from 'react';
import '@/app/globals.css';
import { SessionProvider } from '@/components/auth/session-provider';
import { CallArea } from '@/components/calls/call-area';
import { ClientProviders } from '@/components/document/client-providers';
import { HtmlDocument } from '@/components/document/html-document';
import { PageExtras } from '@/components/document/page-extras';
import { AppShell } from '@/components/shell/app-shell';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { ShellProviders } from '@/components/shell/shell-providers';
import { currentViewer } from '@/lib/auth/session';
import { tokenServiceUrl } from '@/lib/calls/livekit-token';
import { clientMessages } from '@/lib/i18n/client-messages';
import { realtimeUrlTemplate } from '@/lib/realtime/url-template';
import { directionOf } from '@/lib/i18n/locales';
import { preferencePrefix } from '@/lib/preferences/registry';
import { preferencesFromCookies } from '@/lib/preferences/server';
import { siteMetadata } from '@/lib/site/metadata';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  return siteMetadata(await pageContext(params));
}

/**
 * Root layout of the signed-in area: preferences from cookies (no flash on reload) and the
 * viewer's session. Access is decided by each page (guardPage), not here: layouts do not re-run
 * on client navigation.
 */
export default async function ShellLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  const [preferences, viewer] = await Promise.all([preferencesFromCookies(site), currentViewer(site.id)]);
  const session =
    viewer.kind === 'member'
      ? {
          userId: viewer.userId,
          roles: viewer.roles,
          scopes: viewer.scopes,
          AppName: site.appName,
          AppTitle: site.appTitle,
        }
      : null;
  const messages = await clientMessages([
    'Customizer',
    'Nav',
    'UserMenu',
    'Auth',
    'Validation',
    'ListingForm',
    'MediaErrors',
    'MyItems',
    'Inbox',
    'CallArea',
    'Call',
    'Diagnostics',
    'AuthErrors',
    'AccountSettings',
    'UserProfile',
    'TwoFactor',
    'Chat',
    'Calendar',
    'ShopCatalog',
    'Academy',
    'Kanban',
    'Fleet',
    'Invoice',
  ]);
  return (
    <HtmlDocument site={site} locale={locale} preferences={preferences}>
      <ClientProviders locale={locale} dir={directionOf(locale)} messages={messages}>
        <ShellProviders preferences={preferences} prefix={preferencePrefix(site.appTitle)}>
          <SessionProvider
            session={session}
            abilityRules={viewer.kind === 'member' ? viewer.abilityRules : []}
          >
            <RealtimeProvider urlTemplate={realtimeUrlTemplate()} />
            <AppShell
              site={site}
              locale={locale}
              viewer={viewer}
              callArea={
                <Suspense fallback={null}>
                  <CallArea
                    locale={locale}
                    urlTemplate={realtimeUrlTemplate()}
                    tokenServiceUrl={tokenServiceUrl()}
                  />
                </Suspense>
              }
            >
              {children}
            </AppShell>
          </SessionProvider>
        </ShellProviders>
      </ClientProviders>
      <PageExtras />
    </HtmlDocument>
  );
}
