import { serializeJsonLd } from '@/lib/offers/json-ld';
import { offerJsonLd } from '@/lib/offers/offer-seo';
import type { OfferViewProps } from './offer-view-props';

/** schema.org Product data for search engines; serializeJsonLd makes the inline script safe. */
export function OfferJsonLd({ site, locale, offer }: OfferViewProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(offerJsonLd(site, locale, offer)) }}
    />
  );
}
