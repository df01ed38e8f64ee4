import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, PackageOpen } from 'lucide-react';
import { OfferGrid } from '@/components/search/offer-grid';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { newestOffersOrNone } from '@/lib/offers/offer-data';
import { siteWording } from '@/lib/site/site-copy';
import type { SiteConfig } from '@/sites';

/** The site's newest published offers; an inviting empty state while there are none. */
export async function NewestOffers({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = await getTranslations('Front');
  const offers = await newestOffersOrNone(listingScope(site));
  const { addNew } = await siteWording(site, locale);
  return (
    <section aria-labelledby="newest-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="newest-title" className="text-2xl font-bold tracking-tight">
          {t('newestTitle')}
        </h2>
        {offers.length ? (
          <Link
            href={localePath(locale, '/search')}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
          >
            {t('secondaryCta')}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      {offers.length ? (
        <div className="mt-6">
          <OfferGrid offers={offers} locale={locale} />
        </div>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <PackageOpen aria-hidden className="size-10 text-muted-foreground" />
          <p className="max-w-md text-muted-foreground">{t('newestEmpty')}</p>
          <Link
            href={localePath(locale, '/add-new')}
            className="mt-2 rounded-md bg-primary-soft px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/20"
          >
            {addNew}
          </Link>
        </div>
      )}
    </section>
  );
}
