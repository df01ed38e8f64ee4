import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/front/site-footer';
import { SiteHeader } from '@/components/front/site-header';
import { OfferReviews } from '@/components/shop/catalog/offer-reviews';
import type { ReviewSummary } from '@/lib/shop/catalog/reviews';
import { OfferBreadcrumb } from './offer-breadcrumb';
import { ExampleNotice } from './example-notice';
import { OfferContact } from './offer-contact';
import { OfferViewBeacon } from './offer-view-beacon';
import { OfferFacts } from './offer-facts';
import { OfferGallery } from './offer-gallery';
import { OfferJsonLd } from './offer-json-ld';
import type { OfferViewProps } from './offer-view-props';

/** The public offer detail page (docs/product.md §2: `/{lang}/offer/{offerId}`), rendered for crawlers. */
export async function OfferPage({
  site,
  locale,
  offer,
  reviews,
}: OfferViewProps & { reviews: ReviewSummary }) {
  const t = await getTranslations('Offer');
  return (
    <>
      <SiteHeader site={site} locale={locale} path={`/offer/${offer.id}`} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <OfferJsonLd site={site} locale={locale} offer={offer} reviews={reviews} />
        <OfferBreadcrumb site={site} locale={locale} productName={offer.productName} />
        {offer.demo ? <ExampleNotice site={site} /> : null}
        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <OfferGallery images={offer.images} productName={offer.productName} />
          <OfferFacts offer={offer} locale={locale} />
        </div>
        <section aria-labelledby="description-title" className="mt-12 max-w-3xl">
          <h2 id="description-title" className="text-xl font-semibold">
            {t('description')}
          </h2>
          {/* Plain text (React escapes it); pre-line keeps the line breaks, dir=auto the writer’s direction. */}
          <p dir="auto" className="mt-3 leading-relaxed break-words whitespace-pre-line">
            {offer.description}
          </p>
        </section>
        <OfferReviews listingId={offer.id} locale={locale} summary={reviews} />
        <OfferContact listingId={offer.id} ownerName={offer.ownerName} />
        <OfferViewBeacon offerId={offer.id} />
      </main>
      <SiteFooter site={site} locale={locale} />
    </>
  );
}
