import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/front/brand-mark';
import { LanguageMenu } from '@/components/front/language-menu';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticRoutePath } from '@/lib/routing/routes';
import type { SiteConfig } from '@/sites';

interface MiscFrameProps {
  site: SiteConfig;
  locale: Locale;
  /** This page, for the language links. */
  path: StaticRoutePath;
  /** The decorative picture above the heading. */
  art: ReactNode;
  children: ReactNode;
}

/** The blank misc pages (coming soon, under maintenance): the site's brand, then one centred message. */
export async function MiscFrame({ site, locale, path, art, children }: MiscFrameProps) {
  const tl = await getTranslations('Language');
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_22rem_at_15%_0%,var(--primary-soft),transparent),radial-gradient(34rem_22rem_at_100%_100%,var(--primary-soft),transparent)]"
      />
      <header className="flex items-center justify-between gap-4 px-4 py-5 sm:px-8">
        <BrandMark site={site} href={localePath(locale, '/')} />
        <LanguageMenu current={locale} label={tl('change')} hrefFor={(to) => localePath(to, path)} />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 pt-4 pb-16">
        <div className="w-full max-w-xl text-center">
          <div className="mx-auto grid size-24 place-items-center rounded-3xl bg-primary-soft text-primary">
            {art}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
