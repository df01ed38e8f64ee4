import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { joinLocale, localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { BrandMark } from './brand-mark';
import { LanguageMenu } from './language-menu';

interface SiteHeaderProps {
  site: SiteConfig;
  locale: Locale;
  /** This page's path without the language prefix, for the language links. */
  path: string;
}

export async function SiteHeader({ site, locale, path }: SiteHeaderProps) {
  const t = await getTranslations('Front');
  const tc = await getTranslations('Common');
  const tl = await getTranslations('Language');
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <BrandMark site={site} href={localePath(locale, '/')} />
        <nav
          aria-label={t('navOffers')}
          className="ms-6 hidden items-center gap-1 text-sm font-medium md:flex"
        >
          <Link
            href={localePath(locale, '/search')}
            className="rounded-md px-3 py-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            {t('navOffers')}
          </Link>
          <Link
            href={localePath(locale, '/all')}
            className="rounded-md px-3 py-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            {t('navNetwork')}
          </Link>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu current={locale} label={tl('change')} hrefFor={(to) => joinLocale(to, path)} />
          <Link
            href={localePath(locale, '/login')}
            className="hidden rounded-md px-3 py-2 text-sm font-medium hover:bg-muted sm:inline-flex"
          >
            {tc('signIn')}
          </Link>
          <Link
            href={localePath(locale, '/register')}
            className="inline-flex rounded-md bg-primary px-3.5 py-2 text-sm font-semibold text-primary-foreground shadow-sm hover:opacity-90"
          >
            {tc('register')}
          </Link>
        </div>
      </div>
    </header>
  );
}
