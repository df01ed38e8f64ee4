import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import { cachedNewestOffers } from '@/lib/offers/offer-data';
import { cardSize, imageUrl } from '@/lib/offers/image-urls';
import { formatPrice } from '@/lib/offers/offer-format';
import type { SiteConfig } from '@/sites';

/** One slide of the carousel page: an offer's photo, or a generated picture when there is none. */
export interface CarouselSlide {
  id: string;
  title: string;
  /** Place and price of an offer. */
  caption: string;
  href: string | null;
  photo: { src: string; thumb: string; width: number; height: number; alt: string } | null;
}

/**
 * The site's newest published offers with their cover photos (the front page's cached query); the
 * page draws generated slides instead while the site has none.
 */
export async function offerSlides(site: SiteConfig, locale: Locale): Promise<CarouselSlide[]> {
  const offers = await cachedNewestOffers(listingScope(site));
  return offers.map((offer) => {
    const title = offer.name.map((segment) => segment.text).join('');
    return {
      id: offer.id,
      title,
      caption: [offer.location, formatPrice(locale, offer.price, offer.currency)].filter(Boolean).join(' · '),
      href: localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: offer.id } }),
      photo: offer.image
        ? {
            src: imageUrl(offer.image.cardKey),
            thumb: imageUrl(offer.image.thumbKey),
            ...cardSize(offer.image),
            alt: offer.image.alt,
          }
        : null,
    };
  });
}
