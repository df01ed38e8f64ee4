import 'server-only';
import type { Metadata } from 'next';
import { LANGUAGE_TAG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { reviewJsonLd } from '@/lib/shop/catalog/review-json-ld';
import type { ReviewSummary } from '@/lib/shop/catalog/reviews';
import { siteUrl } from '@/lib/site/site-url';
import type { SiteConfig } from '@/sites';
import { absoluteImageUrl, cardSize } from './image-urls';
import type { PublicOffer } from './offer-data';
import { textExcerpt } from './offer-format';

export const offerPath = (locale: Locale, offerId: string) =>
  localePath(locale, { pathname: '/offer/[offerId]', params: { offerId } });

/** hreflang alternates of a path that exists in every language (`x-default`: the site's language). */
export function languageAlternates(
  site: SiteConfig,
  pathOf: (locale: Locale) => string,
): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((locale) => [LANGUAGE_TAG[locale], siteUrl(site, pathOf(locale))]),
  );
  languages['x-default'] = siteUrl(site, pathOf(site.defaultLang));
  return languages;
}

export function offerMetadata(site: SiteConfig, locale: Locale, offer: PublicOffer): Metadata {
  const url = siteUrl(site, offerPath(locale, offer.id));
  const description = textExcerpt(offer.description);
  const image = offer.images[0];
  return {
    title: offer.productName,
    description,
    // A demo offer is an example, not something for search engines to list.
    robots: offer.demo ? { index: false } : undefined,
    alternates: {
      canonical: url,
      languages: languageAlternates(site, (other) => offerPath(other, offer.id)),
    },
    openGraph: {
      type: 'website',
      siteName: site.appName,
      locale: LANGUAGE_TAG[locale],
      title: offer.productName,
      description,
      url,
      images: image
        ? [
            {
              url: absoluteImageUrl(site, image.cardKey),
              ...cardSize(image),
              alt: image.alt || offer.productName,
            },
          ]
        : undefined,
    },
  };
}

/**
 * schema.org Product + Offer, so search engines can show the price. A demo offer is described as
 * a product without an Offer: it claims no price, availability or seller. Approved reviews add
 * their rating and entries.
 */
export function offerJsonLd(site: SiteConfig, locale: Locale, offer: PublicOffer, reviews?: ReviewSummary) {
  const url = siteUrl(site, offerPath(locale, offer.id));
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.productName,
    description: textExcerpt(offer.description, 5000),
    image: offer.images.map((image) => absoluteImageUrl(site, image.fullKey)),
    url,
    ...reviewJsonLd(reviews),
  };
  if (offer.demo) return product;
  return {
    ...product,
    offers: {
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Person', name: offer.ownerName },
    },
  };
}
