import { getTranslations } from 'next-intl/server';
import { ArrowUpRight } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { siteWording } from '@/lib/site/site-copy';
import { siteUrl } from '@/lib/site/site-url';
import { brandSites, type SiteConfig } from '@/sites';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteIcon } from './site-icon';

/** The `all` portal: every brand of the network with a link to its own host. */
export async function Portal({ site, locale, path }: { site: SiteConfig; locale: Locale; path: string }) {
  const t = await getTranslations('Portal');
  const sites = brandSites();
  const taglines = await Promise.all(sites.map(async (brand) => (await siteWording(brand, locale)).tagline));
  return (
    <>
      <SiteHeader site={site} locale={locale} path={path} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <p className="text-sm font-semibold text-primary">{t('sitesCount', { count: sites.length })}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {sites.map((brand, index) => (
            <li
              key={brand.id}
              style={{ '--brand': brand.brandColor } as React.CSSProperties}
              className="brand-scope"
            >
              <a
                href={siteUrl(brand, localePath(locale, '/'))}
                className="surface group flex h-full flex-col border border-transparent p-6 transition hover:-translate-y-0.5 hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-lg bg-primary text-primary-foreground">
                    <SiteIcon name={brand.icon} className="size-5" />
                  </span>
                  <span className="grow text-lg font-semibold">{brand.appName}</span>
                  <ArrowUpRight
                    aria-hidden
                    className="size-5 text-muted-foreground transition group-hover:text-foreground rtl:-scale-x-100"
                  />
                </span>
                <span className="mt-3 text-sm leading-relaxed text-muted-foreground">{taglines[index]}</span>
                <span className="mt-4 text-sm font-medium text-primary">
                  {t('visit', { appName: brand.appName })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}
