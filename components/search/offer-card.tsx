import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ImageOff, MapPin } from 'lucide-react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { cardSize, imageUrl } from '@/lib/offers/image-urls';
import type { OfferCardData } from '@/lib/offers/offer-cards';
import { formatPrice } from '@/lib/offers/offer-format';
import { ExampleBadge } from '@/components/offer/example-badge';
import { HighlightedText } from './highlighted-text';

/** An offer in a list (search results, newest offers): the whole card is the link. */
export async function OfferCard({ offer, locale }: { offer: OfferCardData; locale: Locale }) {
  const t = await getTranslations('Offer');
  return (
    <article className="surface relative flex h-full flex-col overflow-hidden border border-transparent transition hover:-translate-y-0.5 hover:border-primary/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      {offer.demo ? <ExampleBadge className="absolute start-3 top-3" /> : null}
      <div className="aspect-[4/3] bg-muted">
        {offer.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- storage URLs are already sized variants
          <img
            src={imageUrl(offer.image.cardKey)}
            {...cardSize(offer.image)}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span className="grid size-full place-items-center text-muted-foreground">
            <ImageOff aria-hidden className="size-8" />
          </span>
        )}
      </div>
      <div className="flex grow flex-col p-4">
        <h3 className="font-semibold leading-snug">
          <Link
            href={localePath(locale, { pathname: '/offer/[offerId]', params: { offerId: offer.id } })}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            <HighlightedText segments={offer.name} />
          </Link>
        </h3>
        <p dir="auto" className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">
          <HighlightedText segments={offer.excerpt} />
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-4">
          <p>
            <span className="font-semibold">{formatPrice(locale, offer.price, offer.currency)}</span>{' '}
            <span className="text-xs text-muted-foreground">{t(`pricing_${offer.pricing}`)}</span>
          </p>
          {offer.location ? (
            <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{offer.location}</span>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
