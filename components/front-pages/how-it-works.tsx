import { getTranslations } from 'next-intl/server';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** The landing page's four steps, from registering to the first video call. */
export async function HowItWorks({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('FrontPages.landing');
  const { addNew } = await siteWording(site, locale);
  const values = { months: FREE_TRIAL_MONTHS, photos: MEDIA_LIMITS.maxPerListing, addNew };
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
        {t('howTitle', { appName: site.appName })}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('howSubtitle')}</p>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="relative rounded-xl border border-border p-6">
            <span
              aria-hidden
              className="grid size-10 place-items-center rounded-full bg-primary text-base font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`${step}Title`)}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t(`${step}Text`, values)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
