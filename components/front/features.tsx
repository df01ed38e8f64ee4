import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';
import { SiteIcon } from './site-icon';

export async function Features({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  const { features } = await siteWording(site, locale);
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
        {t('featuresTitle', { appName: site.appName })}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="surface border border-transparent p-6">
            <span className="grid size-11 place-items-center rounded-lg bg-primary-soft text-primary">
              <SiteIcon name={feature.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
