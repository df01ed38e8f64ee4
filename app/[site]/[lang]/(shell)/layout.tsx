import type { ReactNode } from 'react';
import '@/app/globals.css';
import { ClientProviders } from '@/components/document/client-providers';
import { HtmlDocument } from '@/components/document/html-document';
import { PageExtras } from '@/components/document/page-extras';
import { AppShell } from '@/components/shell/app-shell';
import { ShellProviders } from '@/components/shell/shell-providers';
import { currentScopes } from '@/lib/auth/current-scopes';
import { clientMessages } from '@/lib/i18n/client-messages';
import { directionOf } from '@/lib/i18n/locales';
import { preferencePrefix } from '@/lib/preferences/registry';
import { preferencesFromCookies } from '@/lib/preferences/server';
import { siteMetadata } from '@/lib/site/metadata';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  return siteMetadata(await pageContext(params));
}

/** Root layout of the signed-in area: preferences from cookies, so reloads show no flash. */
export default async function ShellLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  const preferences = await preferencesFromCookies(site);
  return (
    <HtmlDocument site={site} locale={locale} preferences={preferences}>
      <ClientProviders locale={locale} dir={directionOf(locale)} messages={await clientMessages(['Customizer', 'Nav'])}>
        <ShellProviders preferences={preferences} prefix={preferencePrefix(site.appTitle)}>
          <AppShell site={site} locale={locale} scopes={await currentScopes()}>
            {children}
          </AppShell>
        </ShellProviders>
      </ClientProviders>
      <PageExtras />
    </HtmlDocument>
  );
}
