import { getTranslations } from 'next-intl/server';
import { CalendarDays, Clock, MapPin, MessageCircle, UserRound, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import type { PublicOffer } from '@/lib/offers/offer-data';
import { formatDate, formatPrice } from '@/lib/offers/offer-format';
import { ExampleBadge } from './example-badge';

/** Name, price with its pricing model, and the short facts beside the gallery. */
export async function OfferFacts({ offer, locale }: { offer: PublicOffer; locale: Locale }) {
  const t = await getTranslations('Offer');
  return (
    <div className="min-w-0">
      {offer.demo ? <ExampleBadge className="mb-3" /> : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words sm:text-4xl">
        {offer.productName}
      </h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold text-primary">
          {formatPrice(locale, offer.price, offer.currency)}
        </span>
        <span className="text-muted-foreground">{t(`pricing_${offer.pricing}`)}</span>
      </p>
      <dl className="mt-6 space-y-3 border-t border-border pt-6 text-sm">
        {offer.duration ? <Fact icon={<Clock />} term={t('duration')} value={offer.duration} /> : null}
        {offer.location ? <Fact icon={<MapPin />} term={t('location')} value={offer.location} /> : null}
        <Fact icon={<UserRound />} term={t('owner')} value={offer.ownerName} />
        {offer.publishedAt ? (
          <Fact
            icon={<CalendarDays />}
            term={t('published')}
            value={<time dateTime={offer.publishedAt}>{formatDate(locale, offer.publishedAt)}</time>}
          />
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href="#contact"
          className="inline-flex items-center gap-2 rounded-md bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-sm hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('contactCta')}
        </a>
        {/* A plain link keeps the page free of call code; the call page asks visitors to sign in. */}
        <a
          href={localePath(locale, { pathname: '/my-call', query: { to: offer.ownerId } })}
          className="inline-flex items-center gap-2 rounded-md border border-border bg-card px-5 py-3 text-sm font-semibold hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Video aria-hidden className="size-4" />
          {t('callCta')}
        </a>
      </div>
    </div>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span aria-hidden className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <dt className="w-28 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{value}</dd>
    </div>
  );
}
