import { and, asc, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, media, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';
import type { ListingStatus } from './constants';
import { normalizePrice, type ListingFormValues } from './listing-schema';

export type ListingRow = typeof listing.$inferSelect;
export type MediaRow = typeof media.$inferSelect;

export class ListingNotFound extends Error {}
export class ListingForbidden extends Error {}
/** An image id that is not an upload of this member on this site. */
export class ForeignMedia extends Error {}

export interface Editor {
  userId: string;
  /** Site admins may edit every listing of their site. */
  isAdmin: boolean;
}

export interface ListingScope {
  siteId: SiteId;
  currency: string;
  searchConfig: string;
}

function values(input: ListingFormValues, scope: ListingScope) {
  return {
    productName: input.productName,
    description: input.description,
    price: normalizePrice(input.price),
    currency: scope.currency,
    duration: input.duration,
    location: input.location,
    pricing: input.pricing,
    status: (input.publish ? 'published' : 'draft') as ListingStatus,
    searchConfig: scope.searchConfig,
  };
}

/**
 * Gives the listing exactly these images, in this order, with their alt texts. The images it had
 * and no longer has are deleted and returned, for the caller to remove their files.
 */
async function attachImages(
  tx: Database,
  scope: ListingScope,
  ownerId: string,
  listingId: string,
  images: ListingFormValues['images'],
): Promise<MediaRow[]> {
  const ids = images.map((image) => image.mediaId);
  if (ids.length) {
    // Locked, so the cleanup of unattached uploads (lib/media/cleanup.ts) cannot take them meanwhile.
    const owned = await tx
      .select({ id: media.id })
      .from(media)
      .where(
        and(
          inArray(media.id, ids),
          eq(media.siteId, scope.siteId),
          eq(media.ownerId, ownerId),
          or(isNull(media.listingId), eq(media.listingId, listingId)),
        ),
      )
      .for('update');
    if (owned.length !== new Set(ids).size) throw new ForeignMedia();
  }
  const removed = await tx
    .delete(media)
    .where(and(eq(media.listingId, listingId), ids.length ? notInArray(media.id, ids) : undefined))
    .returning();
  for (const [position, image] of images.entries()) {
    await tx.update(media).set({ listingId, position, alt: image.alt }).where(eq(media.id, image.mediaId));
  }
  return removed;
}

export async function createListing(
  db: Database,
  scope: ListingScope,
  ownerId: string,
  input: ListingFormValues,
): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    const row = values(input, scope);
    await tx.insert(listing).values({
      id,
      siteId: scope.siteId,
      ownerId,
      ...row,
      publishedAt: row.status === 'published' ? new Date() : null,
    });
    await attachImages(tx as unknown as Database, scope, ownerId, id, input.images);
  });
  return id;
}

/** The listing if this editor may change it; otherwise ListingNotFound / ListingForbidden. */
export async function editableListing(
  db: Database,
  siteId: SiteId,
  editor: Editor,
  id: string,
): Promise<ListingRow> {
  const [row] = await db
    .select()
    .from(listing)
    .where(and(eq(listing.id, id), eq(listing.siteId, siteId)));
  if (!row) throw new ListingNotFound();
  if (row.ownerId !== editor.userId && !editor.isAdmin) throw new ListingForbidden();
  return row;
}

/** Saves the listing; returns the images it no longer has, already deleted, for the caller to remove their files. */
export async function updateListing(
  db: Database,
  scope: ListingScope,
  editor: Editor,
  id: string,
  input: ListingFormValues,
): Promise<MediaRow[]> {
  const current = await editableListing(db, scope.siteId, editor, id);
  return db.transaction(async (tx) => {
    const row = values(input, scope);
    const publishedAt =
      row.status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt;
    await tx
      .update(listing)
      .set({ ...row, publishedAt, updatedAt: new Date() })
      .where(eq(listing.id, id));
    return attachImages(tx as unknown as Database, scope, current.ownerId, id, input.images);
  });
}

export async function setListingStatus(
  db: Database,
  siteId: SiteId,
  editor: Editor,
  id: string,
  status: ListingStatus,
): Promise<void> {
  const current = await editableListing(db, siteId, editor, id);
  const publishedAt = status === 'published' ? (current.publishedAt ?? new Date()) : current.publishedAt;
  await db.update(listing).set({ status, publishedAt, updatedAt: new Date() }).where(eq(listing.id, id));
}

/** Deletes the listing; its images are detached and returned so the caller can remove the files. */
export async function deleteListing(
  db: Database,
  siteId: SiteId,
  editor: Editor,
  id: string,
): Promise<MediaRow[]> {
  await editableListing(db, siteId, editor, id);
  return db.transaction(async (tx) => {
    const images = await tx.delete(media).where(eq(media.listingId, id)).returning();
    await tx.delete(listing).where(eq(listing.id, id));
    return images;
  });
}

export async function imagesOf(db: Database, listingIds: string[]): Promise<MediaRow[]> {
  if (!listingIds.length) return [];
  return db.select().from(media).where(inArray(media.listingId, listingIds)).orderBy(asc(media.position));
}

export async function listingsOfOwner(db: Database, siteId: SiteId, ownerId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(listing)
    .where(and(eq(listing.siteId, siteId), eq(listing.ownerId, ownerId)))
    .orderBy(desc(listing.updatedAt));
}

/** A published listing of this site with its owner's display name, or null. */
export async function publishedListing(db: Database, siteId: SiteId, id: string) {
  const [row] = await db
    .select({ listing, ownerName: user.name })
    .from(listing)
    .innerJoin(user, eq(user.id, listing.ownerId))
    .where(and(eq(listing.id, id), eq(listing.siteId, siteId), eq(listing.status, 'published')));
  return row ?? null;
}

export async function newestPublished(db: Database, siteId: SiteId, limit = 6): Promise<ListingRow[]> {
  return db
    .select()
    .from(listing)
    .where(and(eq(listing.siteId, siteId), eq(listing.status, 'published')))
    .orderBy(desc(listing.publishedAt))
    .limit(limit);
}

/** The published offers a sitemap lists: demo offers are examples, kept out of search engines. */
export async function publishedIds(db: Database, siteId: SiteId): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: listing.id, updatedAt: listing.updatedAt })
    .from(listing)
    .where(and(eq(listing.siteId, siteId), eq(listing.status, 'published'), eq(listing.demo, false)))
    .orderBy(desc(listing.updatedAt))
    .limit(50_000);
}
