import { getFormatter, getTranslations } from 'next-intl/server';
import { FREE_TRIAL_MONTHS } from '@/lib/constants';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MEDIA_LIMITS } from '@/lib/media/media-error';
import { brandSites, type SiteConfig } from '@/sites';

/** The landing page's figures: facts of the product read from where it keeps them, none typed by hand. */
export async function Figures({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('FrontPages.landing');
  const format = await getFormatter({ locale });
  const figures = [
    { key: 'figureTrial', count: FREE_TRIAL_MONTHS },
    { key: 'figureLanguages', count: LOCALES.length },
    { key: 'figurePhotos', count: MEDIA_LIMITS.maxPerListing },
    { key: 'figureSites', count: brandSites().length },
  ] as const;
  return (
    <section aria-labelledby="figures-title" className="bg-primary-soft">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="figures-title" className="text-center text-3xl font-bold tracking-tight">
          {t('figuresTitle', { appName: site.appName })}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {figures.map(({ key, count }) => (
            <div key={key} className="flex flex-col-reverse items-center gap-1 text-center">
              <dt className="text-sm text-muted-foreground">{t(key, { count })}</dt>
              <dd className="text-4xl font-bold tracking-tight text-primary">{format.number(count)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
