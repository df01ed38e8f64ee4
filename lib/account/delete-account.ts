import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { listing, media, message, user } from '@/lib/db/schema';
import { deleteStoredMedia } from '@/lib/media/cleanup';
import type { MediaStorage } from '@/lib/storage/types';
import { deleteAvatarFile } from './avatar';

/**
 * Deletes a member for good (account settings, "Delete my account"): every session first, through
 * better-auth so that their realtime sockets close (lib/auth/auth.ts); then, in one transaction,
 * the messages they sent or received and the account, whose rows take the rest with them
 * (listings, media rows, memberships, profile, two-factor secret); then the media files, rows
 * before files as everywhere (lib/media/cleanup.ts). Calls they took part in stay for the site's
 * figures without them. Returns the listings that went, so the caller can refresh cached pages.
 */
export async function deleteAccount(
  auth: Auth,
  db: Database,
  storage: MediaStorage,
  userId: string,
): Promise<{ id: string; siteId: string }[]> {
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
  const { files, avatar, listings } = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ image: user.image })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    const files = await tx.select().from(media).where(eq(media.ownerId, userId));
    const listings = await tx
      .select({ id: listing.id, siteId: listing.siteId })
      .from(listing)
      .where(eq(listing.ownerId, userId));
    await tx.delete(message).where(or(eq(message.senderId, userId), eq(message.recipientId, userId)));
    await tx.delete(user).where(eq(user.id, userId));
    return { files, avatar: person?.image ?? null, listings };
  });
  await deleteStoredMedia(storage, files);
  await deleteAvatarFile(storage, avatar);
  return listings;
}
