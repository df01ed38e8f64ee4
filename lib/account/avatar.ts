import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { MediaError } from '@/lib/media/media-error';
import { processImage } from '@/lib/media/process-image';
import type { MediaStorage } from '@/lib/storage/types';

/*
 * A member's photo: an upload re-encoded by the media pipeline (lib/media/process-image.ts), of
 * which the square `thumb` is kept under `avatars/…`. `user.image` holds that storage key; an
 * address there (Google's, at sign-up) is not ours to show: the pages' CSP loads images from our
 * storage only, so such members show their initials.
 */

const AVATAR_KEY = /^avatars\/[A-Za-z0-9_-]{8,40}\.webp$/;

export const isAvatarKey = (image: string | null | undefined): image is string =>
  typeof image === 'string' && AVATAR_KEY.test(image);

/** The address of a member's photo, or null when they have none of ours. */
export function avatarUrl(storage: MediaStorage, image: string | null | undefined): string | null {
  return isAvatarKey(image) ? storage.publicUrl(image) : null;
}

/** Removes a photo file that is no longer referenced; a failure is logged, never thrown. */
export async function deleteAvatarFile(
  storage: MediaStorage,
  image: string | null | undefined,
): Promise<void> {
  if (!isAvatarKey(image)) return;
  await storage.delete(image).catch((error: unknown) => {
    console.error(`[avatar] cannot delete ${image}:`, error instanceof Error ? error.message : error);
  });
}

async function replaceImage(db: Database, userId: string, image: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    await tx.update(user).set({ image, updatedAt: new Date() }).where(eq(user.id, userId));
    return previous?.image ?? null;
  });
}

/**
 * Stores an uploaded photo as the member's avatar and removes the previous one's file; returns its
 * address. The row changes before the old file goes, so no page ever points at a missing file.
 */
export async function saveAvatar(
  db: Database,
  storage: MediaStorage,
  userId: string,
  input: Buffer,
): Promise<string> {
  const { thumb } = await processImage(input);
  const key = `avatars/${newId()}.webp`;
  await storage.put(key, thumb.buffer, thumb.contentType);
  try {
    await deleteAvatarFile(storage, await replaceImage(db, userId, key));
  } catch (error) {
    await storage.delete(key).catch(() => {});
    console.error('[avatar] saving failed:', error instanceof Error ? error.message : error);
    throw new MediaError('storage_failed', 'the photo could not be saved');
  }
  return storage.publicUrl(key);
}

/** Takes the member's photo away (row, then file). */
export async function removeAvatar(db: Database, storage: MediaStorage, userId: string): Promise<void> {
  await deleteAvatarFile(storage, await replaceImage(db, userId, null));
}
