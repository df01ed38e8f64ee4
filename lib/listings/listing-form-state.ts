import 'server-only';
import { notFound } from 'next/navigation';
import type { ImageItem } from '@/components/listings/use-image-uploads';
import { abilityFrom } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import type { PageContext } from '@/lib/site/page-context';
import { getStorage } from '@/lib/storage';
import { EMPTY_LISTING, type ListingFormValues } from './listing-schema';
import { editableListing, imagesOf, ListingForbidden, ListingNotFound } from './repository';
import { listingScope } from './scope';

/** The form's starting values and images: empty for a new listing, the stored listing when editing (404 when not the viewer's to edit). */
export async function listingFormState(
  ctx: PageContext,
  viewer: Viewer,
  listingId?: string,
): Promise<{ values: ListingFormValues; images: ImageItem[] }> {
  if (!listingId || viewer.kind !== 'member') return { values: EMPTY_LISTING, images: [] };
  const db = getDb();
  try {
    const row = await editableListing(
      db,
      listingScope(ctx.site),
      { userId: viewer.userId, isAdmin: abilityFrom(viewer.abilityRules).can('manage', 'all') },
      listingId,
    );
    const storage = getStorage();
    const images = (await imagesOf(db, [row.id])).map((image) => ({
      key: image.id,
      mediaId: image.id,
      thumbUrl: storage.publicUrl(image.thumbKey),
      name: image.alt || image.id,
      alt: image.alt,
      progress: 1,
      status: 'done' as const,
    }));
    const values: ListingFormValues = {
      productName: row.productName,
      description: row.description,
      price: row.price,
      duration: row.duration,
      location: row.location,
      pricing: row.pricing,
      images: images.map((image) => ({ mediaId: image.mediaId, alt: image.alt })),
      publish: row.status === 'published',
    };
    return { values, images };
  } catch (error) {
    if (error instanceof ListingNotFound || error instanceof ListingForbidden) notFound();
    throw error;
  }
}
