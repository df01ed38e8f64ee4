import type { ReactNode } from 'react';
import '@/app/globals.css';
import { HtmlDocument } from '@/components/document/html-document';
import { PageExtras } from '@/components/document/page-extras';
import { PublicCallSlot } from '@/components/calls/public-call-slot';
import { preferenceHeadScript } from '@/lib/preferences/head-script';
import { DEFAULT_PREFERENCES, preferencePrefix } from '@/lib/preferences/registry';
import { siteMetadata } from '@/lib/site/metadata';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

/** Root layout of the prerendered public pages: preferences are applied by an inline script. */
export async function generateMetadata({ params }: { params: SiteParams }) {
  return siteMetadata(await pageContext(params));
}

export default async function PublicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: SiteParams;
}) {
  const { site, locale } = await pageContext(params);
  return (
    <HtmlDocument
      site={site}
      locale={locale}
      preferences={DEFAULT_PREFERENCES}
      headScript={preferenceHeadScript(preferencePrefix(site.appTitle))}
    >
      {children}
      <PageExtras />
      <PublicCallSlot site={site} locale={locale} />
    </HtmlDocument>
  );
}
