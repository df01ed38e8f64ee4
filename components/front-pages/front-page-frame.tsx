import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/front/site-footer';
import { SiteHeader } from '@/components/front/site-header';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';

/** The site's own header and footer around a public front page (as on its landing page). */
export function FrontPageFrame({
  site,
  locale,
  path,
  children,
}: {
  site: SiteConfig;
  locale: Locale;
  /** This page's path without the language prefix, for the language links. */
  path: string;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader site={site} locale={locale} path={path} />
      <main id="main">{children}</main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}

/** A page's eyebrow, its one h1 and its lead, centred above the content. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold text-primary">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-pretty text-muted-foreground">{lead}</p>
    </div>
  );
}
