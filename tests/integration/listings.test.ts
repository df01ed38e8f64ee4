import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { ListingFormValues } from '@/lib/listings/listing-schema';
import {
  createListing,
  deleteListing,
  editableListing,
  ForeignMedia,
  imagesOf,
  ListingForbidden,
  ListingNotFound,
  listingsOfOwner,
  newestPublished,
  publishedListing,
  setListingStatus,
  updateListing,
} from '@/lib/listings/repository';
import { freshDatabase } from './test-database';
import { bondListingForm, insertPerson } from './test-helpers';

let db: Database;
const BOND = { siteId: 'bond' as const, currency: 'EUR', searchConfig: 'english' };
let alice: string;
let bob: string;

async function upload(ownerId: string, siteId = 'bond'): Promise<string> {
  const id = newId();
  await db.insert(media).values({
    id,
    siteId,
    ownerId,
    width: 10,
    height: 10,
    fullKey: `${siteId}/f/${id}`,
    cardKey: `${siteId}/c/${id}`,
    thumbKey: `${siteId}/t/${id}`,
  });
  return id;
}

const offer = (overrides: Partial<ListingFormValues> = {}): ListingFormValues => bondListingForm(overrides);

beforeAll(async () => {
  ({ db } = await freshDatabase());
  alice = await insertPerson(db, 'Alice Issuer');
  bob = await insertPerson(db, 'Bob Broker');
});

describe('listings are scoped by site and owner', () => {
  it('creates, edits, publishes and deletes a listing with its images in order', async () => {
    const [first, second] = [await upload(alice), await upload(alice)];
    const id = await createListing(
      db,
      BOND,
      alice,
      offer({
        images: [
          { mediaId: first, alt: 'Tram' },
          { mediaId: second, alt: 'Depot' },
        ],
      }),
    );
    expect((await imagesOf(db, [id])).map((image) => [image.id, image.position, image.alt])).toEqual([
      [first, 0, 'Tram'],
      [second, 1, 'Depot'],
    ]);

    await updateListing(
      db,
      BOND,
      { userId: alice, isAdmin: false },
      id,
      offer({ price: '990,50', images: [{ mediaId: second, alt: 'Depot' }] }),
    );
    const row = await editableListing(db, 'bond', { userId: alice, isAdmin: false }, id);
    expect(row.price).toBe('990.50');
    expect((await imagesOf(db, [id])).map((image) => image.id)).toEqual([second]);

    await setListingStatus(db, 'bond', { userId: alice, isAdmin: false }, id, 'draft');
    expect(await publishedListing(db, 'bond', id)).toBeNull();
    await setListingStatus(db, 'bond', { userId: alice, isAdmin: false }, id, 'published');
    expect((await publishedListing(db, 'bond', id))?.ownerName).toBe('Alice Issuer');

    const removed = await deleteListing(db, 'bond', { userId: alice, isAdmin: false }, id);
    expect(removed.map((image) => image.id)).toEqual([second]);
    expect(await listingsOfOwner(db, 'bond', alice)).toEqual([]);
  });

  it('lets neither another member nor another site read or change a listing', async () => {
    const id = await createListing(db, BOND, alice, offer());
    const asBob = { userId: bob, isAdmin: false };
    await expect(
      updateListing(db, BOND, asBob, id, offer({ productName: 'Hijacked' })),
    ).rejects.toBeInstanceOf(ListingForbidden);
    await expect(setListingStatus(db, 'bond', asBob, id, 'draft')).rejects.toBeInstanceOf(ListingForbidden);
    await expect(deleteListing(db, 'bond', asBob, id)).rejects.toBeInstanceOf(ListingForbidden);
    // Another site does not even see it.
    await expect(
      editableListing(db, 'tutoring', { userId: alice, isAdmin: true }, id),
    ).rejects.toBeInstanceOf(ListingNotFound);
    expect(await publishedListing(db, 'tutoring', id)).toBeNull();
    // A site admin may edit every listing of the site.
    await updateListing(
      db,
      BOND,
      { userId: bob, isAdmin: true },
      id,
      offer({ productName: 'Moderated title' }),
    );
    expect((await publishedListing(db, 'bond', id))?.listing.productName).toBe('Moderated title');
  });

  it("refuses someone else's or another site's uploads", async () => {
    const bobsImage = await upload(bob);
    await expect(
      createListing(db, BOND, alice, offer({ images: [{ mediaId: bobsImage, alt: '' }] })),
    ).rejects.toBeInstanceOf(ForeignMedia);
    const otherSite = await upload(alice, 'tutoring');
    await expect(
      createListing(db, BOND, alice, offer({ images: [{ mediaId: otherSite, alt: '' }] })),
    ).rejects.toBeInstanceOf(ForeignMedia);
    expect(await listingsOfOwner(db, 'bond', alice)).toHaveLength(1);
  });

  it('shows only published listings as the newest offers, newest first', async () => {
    const published = await createListing(db, BOND, alice, offer({ productName: 'Published last' }));
    const draft = await createListing(db, BOND, alice, offer({ productName: 'Draft only', publish: false }));
    const newest = (await newestPublished(db, 'bond')).map((row) => row.id);
    expect(newest[0]).toBe(published);
    expect(newest).not.toContain(draft);
  });
});
