import 'server-only';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import type { MediaStorage } from '@/lib/storage/types';

/** How long an upload waits for a listing before it is deleted: long enough for a form left open overnight. */
export const UNATTACHED_MEDIA_GRACE_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement, so that one run never holds many locks or files at once. */
const BATCH = 500;

type StoredMedia = Pick<typeof media.$inferSelect, 'fullKey' | 'cardKey' | 'thumbKey'>;

/** Removes the variants of media whose rows are already deleted; a file that cannot be removed is logged. */
export async function deleteStoredMedia(storage: MediaStorage, rows: StoredMedia[]): Promise<void> {
  await Promise.all(
    rows
      .flatMap((row) => [row.fullKey, row.cardKey, row.thumbKey])
      .map((key) =>
        storage.delete(key).catch((error: unknown) => {
          console.error(`[media] cannot delete ${key}:`, error instanceof Error ? error.message : error);
        }),
      ),
  );
}

/**
 * Deletes the uploads no listing took within the grace period, then their files; returns how many.
 * Rows go first, in one statement that skips rows a save is attaching right now, so a file is
 * never removed from under a listing; a crash between the two steps leaves files, not references.
 */
export async function deleteUnattachedMedia(
  db: Database,
  storage: MediaStorage,
  now = new Date(),
): Promise<number> {
  const unattached = and(
    isNull(media.listingId),
    lt(media.createdAt, new Date(now.getTime() - UNATTACHED_MEDIA_GRACE_MS)),
  );
  let deleted = 0;
  for (;;) {
    const batch = db
      .select({ id: media.id })
      .from(media)
      .where(unattached)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .delete(media)
      .where(and(inArray(media.id, batch), unattached))
      .returning();
    await deleteStoredMedia(storage, rows);
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}
