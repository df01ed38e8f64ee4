import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { listingFormSchema } from '@/lib/listings/listing-schema';
import { createListing, type ListingScope } from '@/lib/listings/repository';
import { saveUpload } from '@/lib/media/save-upload';
import type { MediaStorage } from '@/lib/storage/types';
import { PRODUCT_NAME, SITES } from '@/sites';
import type { DemoPerson } from './demo-accounts';
import { illustrationPng, initialsOf } from './demo-art';
import { DEMO_PHRASES, fillPhrase } from './demo-phrases';
import type { DemoCatalog, DemoOffer } from './demo-types';

const DAY_MS = 86_400_000;

export interface OfferSeedContext {
  scope: ListingScope;
  catalog: DemoCatalog;
  storage: MediaStorage;
  now: Date;
  random: () => number;
}

export interface SeededOffer {
  id: string;
  name: string;
  owner: DemoPerson;
  publishedAt: Date;
  photos: number;
}

/** `{product}` in the `{product}` site's texts is the configured product name, as in its wording. */
export const withProductName = (text: string) => fillPhrase(text, { product: PRODUCT_NAME });

/**
 * Publication times spread over the last four weeks, newest first, a few hours apart from a
 * regular grid so that the list does not look generated.
 */
function publishedAt(index: number, count: number, now: Date, random: () => number): Date {
  const spreadDays = 27 / count;
  return new Date(now.getTime() - (0.3 + index * spreadDays + random() * spreadDays * 0.6) * DAY_MS);
}

/**
 * One demo offer as a member would publish it: the generated photos go through the upload
 * pipeline (re-encoding, variants, storage, media rows), the form values through the listing
 * form's schema and the listing repository. Only then is it marked as a demo and back-dated.
 */
async function seedOffer(
  tx: Database,
  context: OfferSeedContext,
  offer: DemoOffer,
  index: number,
  owner: DemoPerson,
): Promise<SeededOffer> {
  const { scope, catalog, storage } = context;
  const name = withProductName(offer.productName);
  const images = [];
  for (let photo = 0; photo < offer.photos; photo++) {
    const png = await illustrationPng({
      scope: scope.siteId,
      brandColor: SITES[scope.siteId].brandColor,
      offerIndex: index,
      photoIndex: photo,
      initials: initialsOf(name),
    });
    const uploaded = await saveUpload(tx, { siteId: scope.siteId, ownerId: owner.id }, png, storage);
    const alt = fillPhrase(DEMO_PHRASES[catalog.language].photoAlt, {
      offer: name,
      n: photo + 1,
      total: offer.photos,
    });
    images.push({ mediaId: uploaded.id, alt });
  }
  const form = listingFormSchema.parse({
    productName: name,
    description: withProductName(offer.description),
    price: offer.price,
    duration: offer.duration ?? '',
    location: offer.location,
    pricing: offer.pricing,
    images,
    publish: true,
  });
  const id = await createListing(tx, scope, owner.id, form);
  const published = publishedAt(index, catalog.offers.length, context.now, context.random);
  const created = new Date(published.getTime() - (1 + context.random() * 20) * 3_600_000);
  await tx
    .update(listing)
    .set({ demo: true, createdAt: created, updatedAt: published, publishedAt: published })
    .where(eq(listing.id, id));
  return { id, name, owner, publishedAt: published, photos: offer.photos };
}

/** Publishes the catalog's offers, owned in turn by the admins and members of the scope's sites. */
export async function seedDemoOffers(
  tx: Database,
  context: OfferSeedContext,
  owners: readonly DemoPerson[],
): Promise<SeededOffer[]> {
  const seeded: SeededOffer[] = [];
  for (const [index, offer] of context.catalog.offers.entries())
    seeded.push(await seedOffer(tx, context, offer, index, owners[index % owners.length]!));
  return seeded;
}
