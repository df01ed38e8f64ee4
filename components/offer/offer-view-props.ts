import type { Locale } from '@/lib/i18n/locales';
import type { PublicOffer } from '@/lib/offers/offer-data';
import type { SiteConfig } from '@/sites';

/** What every part of the offer page renders from: the site, the language and the public offer. */
export interface OfferViewProps {
  site: SiteConfig;
  locale: Locale;
  offer: PublicOffer;
}
