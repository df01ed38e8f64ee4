import 'server-only';
import { and, eq, sum } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { media } from '@/lib/db/schema';
import { reserveAttempt } from '@/lib/rate-limit/fixed-window';
import { MEDIA_UPLOAD_RULE } from '@/lib/rate-limit/rules';
import { MEDIA_LIMITS } from './media-error';

/** Counts this upload attempt of the account; the seconds to wait when it is over the limit, else null. */
export async function uploadRetryAfter(
  db: Database,
  userId: string,
  now = Date.now(),
): Promise<number | null> {
  return reserveAttempt(db, `upload:user:${userId}`, MEDIA_UPLOAD_RULE, now);
}

/** True once the member's stored photos on this site have reached their quota. */
export async function overStorageQuota(db: Database, siteId: string, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ stored: sum(media.bytes) })
    .from(media)
    .where(and(eq(media.siteId, siteId), eq(media.ownerId, ownerId)));
  return Number(row?.stored ?? 0) >= MEDIA_LIMITS.storedBytesPerMember;
}
