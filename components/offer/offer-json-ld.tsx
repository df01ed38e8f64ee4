import { serializeJsonLd } from '@/lib/offers/json-ld';
import { offerJsonLd } from '@/lib/offers/offer-seo';
import type { ReviewSummary } from '@/lib/shop/catalog/reviews';
import type { OfferViewProps } from './offer-view-props';

/** schema.org Product data for search engines; serializeJsonLd makes the inline script safe. */
export function OfferJsonLd({ site, locale, offer, reviews }: OfferViewProps & { reviews?: ReviewSummary }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(offerJsonLd(site, locale, offer, reviews)) }}
    />
  );
}
