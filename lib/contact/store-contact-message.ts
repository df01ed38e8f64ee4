import 'server-only';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing, membership, message } from '@/lib/db/schema';
import { mailMessageNotices } from '@/lib/account/message-mail';
import { memberSiteOf } from '@/lib/auth/membership';
import { newId } from '@/lib/ids';
import { listingScope } from '@/lib/listings/scope';
import type { SiteConfig } from '@/sites';
import type { ContactSubmission } from './contact-schema';

export type ContactDelivery =
  | { kind: 'stored'; recipientIds: string[] }
  /** The honeypot was filled: nothing is stored, but the sender is told it worked. */
  | { kind: 'discarded' }
  /** The offer is unknown, unpublished or belongs to another site. */
  | { kind: 'listingNotFound' }
  /** A front-page message on a site that has no administrator yet. */
  | { kind: 'noRecipient' };

/**
 * Stores a contact-form message: to the offer's owner, or from the front page to every admin of
 * the site. Messages are filed under the site's listing scope, like the offers they are about.
 * Recipients who asked for it get a notice by e-mail.
 */
export async function storeContactMessage(
  db: Database,
  site: SiteConfig,
  input: ContactSubmission,
  /** A signed-in sender: the recipient can then reply in the inbox and call them. */
  senderId: string | null = null,
): Promise<ContactDelivery> {
  if (input.website) return { kind: 'discarded' };
  const scope = listingScope(site);

  let recipientIds: string[];
  if (input.listingId) {
    const [offer] = await db
      .select({ ownerId: listing.ownerId })
      .from(listing)
      .where(
        and(eq(listing.id, input.listingId), eq(listing.siteId, scope), eq(listing.status, 'published')),
      );
    if (!offer) return { kind: 'listingNotFound' };
    recipientIds = [offer.ownerId];
  } else {
    // The admins of the site that owns the data (the local site's are real-estate's).
    const admins = await db
      .select({ userId: membership.userId })
      .from(membership)
      .where(and(eq(membership.siteId, memberSiteOf(site.id)), arrayContains(membership.roles, ['admin'])));
    recipientIds = admins.map((admin) => admin.userId);
    if (!recipientIds.length) return { kind: 'noRecipient' };
  }

  await db.insert(message).values(
    recipientIds.map((recipientId) => ({
      id: newId(),
      siteId: scope,
      recipientId,
      senderId: senderId === recipientId ? null : senderId,
      senderName: input.name,
      senderEmail: input.email,
      listingId: input.listingId ?? null,
      body: input.message,
    })),
  );
  mailMessageNotices(db, site, recipientIds, input.name);
  return { kind: 'stored', recipientIds };
}
