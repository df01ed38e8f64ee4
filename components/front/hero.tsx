import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, CircleCheck, Search, Sparkles } from 'lucide-react';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';
import { HeroPreview } from './hero-preview';

export async function Hero({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  const wording = await siteWording(site, locale);
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--primary-soft),transparent),radial-gradient(40rem_24rem_at_0%_110%,var(--primary-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 md:pt-20 grid-cols-1 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            <Sparkles aria-hidden className="size-4" />
            {t('heroBadge', { months: FREE_TRIAL_MONTHS })}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {wording.heroTitle}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty">
            {wording.heroSubtitle}
          </p>
          <form
            action={localePath(locale, '/search')}
            method="get"
            role="search"
            className="surface mt-8 flex max-w-xl items-center gap-2 border border-border p-2"
          >
            <label htmlFor="hero-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <Search aria-hidden className="ms-2 size-5 shrink-0 text-muted-foreground" />
            <input
              id="hero-search"
              name="q"
              type="search"
              placeholder={wording.searchPlaceholder}
              className="min-w-0 grow bg-transparent px-1 py-2 text-base outline-none placeholder:text-muted-foreground"
            />
            <button
              type="submit"
              className="shrink-0 rounded-md bg-primary px-4 py-2.5 whitespace-nowrap text-sm font-semibold text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {t('searchLabel')}
            </button>
          </form>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Link
              href={localePath(locale, '/register')}
              className="inline-flex items-center gap-2 rounded-md bg-foreground px-5 py-3 text-sm font-semibold text-background hover:opacity-90"
            >
              {t('heroCta')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
            <Link
              href={localePath(locale, '/search')}
              className="inline-flex items-center rounded-md px-4 py-3 text-sm font-semibold hover:bg-muted"
            >
              {t('secondaryCta')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {[
              t('tickTrial', { months: FREE_TRIAL_MONTHS }),
              t('tickLanguages', { count: LOCALES.length }),
              t('tickCalls'),
            ].map((tick) => (
              <li key={tick} className="flex items-center gap-2">
                <CircleCheck aria-hidden className="size-4 text-primary" />
                {tick}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview site={site} locale={locale} />
      </div>
    </section>
  );
}
