import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { imagesOf } from '@/lib/listings/repository';
import { listingScope } from '@/lib/listings/scope';
import { conversationsFor } from '@/lib/messages/repository';
import { firstImageByListing, toOfferCard, type OfferCardData } from '@/lib/offers/offer-cards';
import type { MediaStorage } from '@/lib/storage/types';
import type { SiteConfig } from '@/sites';
import { avatarUrl } from './avatar';
import { accountOverview } from './repository';

/**
 * A member as the site shows them to its members (the user profile pages; an admin's view of a
 * member can show the same): nothing private, no e-mail address.
 */
export interface PublicProfile {
  name: string;
  avatarUrl: string | null;
  about: string;
  memberSince: Date;
  /** Published offers on this site, newest first. */
  offers: OfferCardData[];
  /** The people they have exchanged messages with on this site, by the name the inbox shows. */
  counterparts: string[];
}

export async function publicProfile(
  db: Database,
  storage: MediaStorage,
  site: SiteConfig,
  userId: string,
): Promise<PublicProfile | null> {
  const overview = await accountOverview(db, userId, site.id);
  if (!overview) return null;
  const scope = listingScope(site);
  const [published, conversations] = await Promise.all([
    db
      .select()
      .from(listing)
      .where(and(eq(listing.siteId, scope), eq(listing.ownerId, userId), eq(listing.status, 'published')))
      .orderBy(desc(listing.publishedAt)),
    conversationsFor(db, scope, userId),
  ]);
  const covers = firstImageByListing(
    await imagesOf(
      db,
      published.map((row) => row.id),
    ),
  );
  const names = new Set(conversations.map((conversation) => conversation.counterpartName));
  return {
    name: overview.name,
    avatarUrl: avatarUrl(storage, overview.image),
    about: overview.about,
    memberSince: overview.memberSince,
    offers: published.map((row) => toOfferCard(row, covers.get(row.id))),
    counterparts: [...names].sort((a, b) => a.localeCompare(b)),
  };
}
