import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CircleCheck } from 'lucide-react';
import { BrandMark } from '@/components/front/brand-mark';
import { LanguageMenu } from '@/components/front/language-menu';
import { SiteIcon } from '@/components/front/site-icon';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { joinLocale, localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';

interface AuthLayoutProps {
  site: SiteConfig;
  locale: Locale;
  /** This page's path without the language, for the language links (query kept). */
  path: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

async function TopBar({ site, locale, path }: Pick<AuthLayoutProps, 'site' | 'locale' | 'path'>) {
  const tl = await getTranslations('Language');
  return (
    <div className="flex items-center justify-between gap-4">
      <BrandMark site={site} href={localePath(locale, '/')} />
      <LanguageMenu current={locale} label={tl('change')} hrefFor={(to) => joinLocale(to, path)} />
    </div>
  );
}

/** The v1 look: a centred card on a soft background. */
export async function AuthCardLayout({ site, locale, path, title, subtitle, children }: AuthLayoutProps) {
  return (
    <main id="main" className="relative grid min-h-dvh place-items-center overflow-hidden px-4 py-10">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_20%_0%,var(--primary-soft),transparent),radial-gradient(30rem_20rem_at_100%_100%,var(--primary-soft),transparent)]"
      />
      <div className="surface w-full max-w-md border border-border p-6 sm:p-8">
        <TopBar site={site} locale={locale} path={path} />
        <h1 className="mt-8 text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1.5 text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** The v2 look: a brand panel beside the form (the panel hides on narrow screens). */
export async function AuthSplitLayout({ site, locale, path, title, subtitle, children }: AuthLayoutProps) {
  const t = await getTranslations('Auth');
  const wording = await siteWording(site, locale);
  return (
    <main id="main" className="grid min-h-dvh lg:grid-cols-[1.15fr_1fr]">
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-primary-foreground lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden className="absolute -end-24 -top-24 size-96 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-32 -start-16 size-80 rounded-full bg-white/10" />
        <span className="relative grid size-14 place-items-center rounded-2xl bg-white/15">
          <SiteIcon name={site.icon} className="size-7" />
        </span>
        <div className="relative max-w-lg">
          <p className="inline-flex rounded-full border border-current/40 px-3 py-1 text-sm font-medium">
            {t('trialBadge', { months: FREE_TRIAL_MONTHS })}
          </p>
          <h2 className="mt-5 text-4xl font-bold tracking-tight text-balance">{t('sideTitle')}</h2>
          <p className="mt-4 text-lg opacity-90">{t('sideText')}</p>
          <ul className="mt-8 space-y-3">
            {wording.features.map((feature) => (
              <li key={feature.title} className="flex items-center gap-3">
                <CircleCheck aria-hidden className="size-5 shrink-0" />
                {feature.title}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm opacity-80">{wording.tagline}</p>
      </aside>
      <div className="flex flex-col px-4 py-8 sm:px-10">
        <TopBar site={site} locale={locale} path={path} />
        <div className="mx-auto my-auto w-full max-w-sm py-10">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </main>
  );
}
