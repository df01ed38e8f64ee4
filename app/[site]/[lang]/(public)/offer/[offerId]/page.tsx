import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferPage } from '@/components/offer/offer-page';
import { listingScope } from '@/lib/listings/scope';
import { publicOfferFor } from '@/lib/offers/offer-data';
import { offerMetadata } from '@/lib/offers/offer-seo';
import { cachedOfferReviews } from '@/lib/shop/catalog/offer-reviews';
import { pageContext } from '@/lib/site/page-context';

type OfferParams = Promise<{ site: string; lang: string; offerId: string }>;

// docs/architecture.md §8: rendered on first request, then served from cache until its listing's tag changes.
// Nothing here may read cookies or headers, or the page would turn dynamic. The page itself is
// re-rendered at most once a minute (from the cached offer data, no query): that minute is also
// its `s-maxage`, so a CDN or proxy shows an edited listing within a minute.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load(params: OfferParams) {
  const { site, locale } = await pageContext(params);
  const offer = await publicOfferFor(listingScope(site), (await params).offerId);
  return { site, locale, offer };
}

export async function generateMetadata({ params }: { params: OfferParams }): Promise<Metadata> {
  const { site, locale, offer } = await load(params);
  return offer ? offerMetadata(site, locale, offer) : {};
}

export default async function OfferRoute({ params }: { params: OfferParams }) {
  const { site, locale, offer } = await load(params);
  if (!offer) notFound();
  const reviews = await cachedOfferReviews(listingScope(site), offer.id);
  return <OfferPage site={site} locale={locale} offer={offer} reviews={reviews} />;
}
