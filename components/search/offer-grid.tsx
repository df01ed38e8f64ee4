import type { Locale } from '@/lib/i18n/locales';
import type { OfferCardData } from '@/lib/offers/offer-cards';
import { OfferCard } from './offer-card';

export function OfferGrid({ offers, locale }: { offers: OfferCardData[]; locale: Locale }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
