import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';

/** docs/product.md §1: a free trial of 3 months is advertised. */
export async function TrialBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations('Front');
  return (
    <section aria-labelledby="trial-title" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="relative overflow-hidden rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-12">
        <div aria-hidden className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-20 end-24 size-48 rounded-full bg-white/10" />
        <div className="relative max-w-2xl">
          <h2 id="trial-title" className="text-3xl font-bold tracking-tight">
            {t('trialTitle')}
          </h2>
          <p className="mt-3 text-lg">{t('trialText', { months: FREE_TRIAL_MONTHS })}</p>
          <Link
            href={localePath(locale, '/register')}
            className="mt-6 inline-flex rounded-md bg-white px-5 py-3 text-sm font-semibold text-neutral-900 hover:bg-white/90"
          >
            {t('heroCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
