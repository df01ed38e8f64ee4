import { getTranslations } from 'next-intl/server';
import { Video } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';
import { SiteIcon } from './site-icon';

/** A decorative product preview beside the hero text, built from the site's own features. */
export async function HeroPreview({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  const wording = await siteWording(site, locale);
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-2xl" />
      <div className="surface border border-border p-5">
        <div className="flex items-center gap-3 border-b border-border pb-4">
          <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
            <SiteIcon name={site.icon} className="size-5" />
          </span>
          <div className="grow">
            <p className="font-semibold">{t('previewTitle')}</p>
            <p className="text-xs text-muted-foreground">{site.appName}</p>
          </div>
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span className="size-2 rounded-full bg-emerald-500" />
            {t('previewOnline')}
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {wording.features.map((feature, index) => (
            <li key={feature.title} className="flex items-center gap-3 rounded-lg bg-muted/70 p-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-md bg-card text-primary shadow-sm">
                <SiteIcon name={feature.icon} className="size-4" />
              </span>
              <span className="grow text-sm font-medium">{feature.title}</span>
              <span className="h-2 rounded-full bg-primary/60" style={{ width: `${56 - index * 14}px` }} />
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between rounded-lg bg-primary p-3 text-primary-foreground">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Video className="size-4" />
            {t('previewCall')}
          </span>
          <span className="flex -space-x-2 rtl:space-x-reverse">
            {['A', 'M', 'K'].map((initial) => (
              <span
                key={initial}
                className="grid size-7 place-items-center rounded-full border-2 border-primary bg-primary-foreground text-xs font-semibold text-primary"
              >
                {initial}
              </span>
            ))}
          </span>
        </div>
      </div>
    </div>
  );
}
