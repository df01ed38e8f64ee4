import type { ReactNode } from 'react';
import '@/app/globals.css';
import { HtmlDocument } from '@/components/document/html-document';
import { PageExtras } from '@/components/document/page-extras';
import { PublicCallSlot } from '@/components/calls/public-call-slot';
import { preferencesFromCookies } from '@/lib/preferences/server';
import { siteMetadata } from '@/lib/site/metadata';
import { pageContext, type SiteParams } from '@/lib/site/page-context';

export async function generateMetadata({ params }: { params: SiteParams }) {
  return siteMetadata(await pageContext(params));
}

/** Root layout of pages shown without the application shell (docs/product.md §2.1 layout blank). */
export default async function BlankLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { site, locale } = await pageContext(params);
  return (
    <HtmlDocument site={site} locale={locale} preferences={await preferencesFromCookies(site)}>
      {children}
      <PageExtras />
      <PublicCallSlot site={site} locale={locale} />
    </HtmlDocument>
  );
}
