import type { CSSProperties, ReactNode } from 'react';
import { FONT_STACK } from '@/app/fonts/fonts';
import { directionOf, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { rememberLocaleScript } from '@/lib/i18n/remember-locale-script';
import { preferenceAttributes, type Preferences } from '@/lib/preferences/registry';
import type { SiteConfig } from '@/sites';

interface HtmlDocumentProps {
  site: SiteConfig;
  locale: Locale;
  preferences: Preferences;
  /** Inline script for prerendered pages, which cannot read the preference cookies on the server. */
  headScript?: string;
  children: ReactNode;
}

/** `<html>` with language, direction and preference attributes rendered on the server. */
export function HtmlDocument({ site, locale, preferences, headScript, children }: HtmlDocumentProps) {
  const dir = directionOf(locale);
  const style = { '--site-brand': site.brandColor, '--font-stack': FONT_STACK } as CSSProperties;
  const script = rememberLocaleScript(locale) + (headScript ?? '');
  return (
    <html
      lang={LANGUAGE_TAG[locale]}
      dir={dir}
      style={style}
      {...preferenceAttributes(preferences)}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router renders <head> itself */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: script }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
