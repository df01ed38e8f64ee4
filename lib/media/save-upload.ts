import 'server-only';
import type { Database } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { getStorage, newMediaKey } from '@/lib/storage';
import type { MediaStorage } from '@/lib/storage/types';
import { MediaError } from './media-error';
import { processImage } from './process-image';

export interface UploadedMedia {
  id: string;
  thumbUrl: string;
  cardUrl: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image, stores its three variants and records it for its uploader.
 * Nothing is left half-written: if a variant fails to store, the others are removed again.
 */
export async function saveUpload(
  db: Database,
  owner: { siteId: string; ownerId: string },
  input: Buffer,
  storage: MediaStorage = getStorage(),
): Promise<UploadedMedia> {
  const image = await processImage(input);
  const id = newId();
  const keys = {
    full: newMediaKey(owner.siteId, 'full', id),
    card: newMediaKey(owner.siteId, 'card', id),
    thumb: newMediaKey(owner.siteId, 'thumb', id),
  };
  const written: string[] = [];
  try {
    for (const variant of ['full', 'card', 'thumb'] as const) {
      await storage.put(keys[variant], image[variant].buffer, image[variant].contentType);
      written.push(keys[variant]);
    }
    await db.insert(media).values({
      id,
      siteId: owner.siteId,
      ownerId: owner.ownerId,
      width: image.full.width,
      height: image.full.height,
      fullKey: keys.full,
      cardKey: keys.card,
      thumbKey: keys.thumb,
      bytes: image.full.buffer.byteLength + image.card.buffer.byteLength + image.thumb.buffer.byteLength,
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    if (error instanceof MediaError) throw error;
    console.error('[media] storing an upload failed:', error instanceof Error ? error.message : error);
    throw new MediaError('storage_failed', 'the image could not be stored');
  }
  return {
    id,
    thumbUrl: storage.publicUrl(keys.thumb),
    cardUrl: storage.publicUrl(keys.card),
    width: image.full.width,
    height: image.full.height,
  };
}
