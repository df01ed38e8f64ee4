import type { Locale } from '@/lib/i18n/locales';
import type { PublicOffer } from '@/lib/offers/offer-data';
import { serializeJsonLd } from '@/lib/offers/json-ld';
import { offerJsonLd } from '@/lib/offers/offer-seo';
import type { SiteConfig } from '@/sites';

/** schema.org Product data for search engines; serializeJsonLd makes the inline script safe. */
export function OfferJsonLd({
  site,
  locale,
  offer,
}: {
  site: SiteConfig;
  locale: Locale;
  offer: PublicOffer;
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(offerJsonLd(site, locale, offer)) }}
    />
  );
}
