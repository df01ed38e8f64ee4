import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PackageOpen } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';

/** The newest published listings; until listings exist it shows an inviting empty state. */
export async function NewestOffers({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  return (
    <section aria-labelledby="newest-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="newest-title" className="text-2xl font-bold tracking-tight">
        {t('newestTitle')}
      </h2>
      <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <PackageOpen aria-hidden className="size-10 text-muted-foreground" />
        <p className="max-w-md text-muted-foreground">{t('newestEmpty')}</p>
        <Link href={`/${locale}/add-new`} className="mt-2 rounded-md bg-primary-soft px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/20">
          {site.copy[locale].addNew}
        </Link>
      </div>
    </section>
  );
}
