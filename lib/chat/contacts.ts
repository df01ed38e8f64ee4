import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { avatarUrl } from '@/lib/account/avatar';
import { abilityFrom, abilityRulesFor } from '@/lib/auth/abilities';
import { memberSiteOf } from '@/lib/auth/membership';
import { inRegistryOrder, ROLES, SCOPES } from '@/lib/auth/permission-registry';
import { sitePermissions } from '@/lib/auth/site-permissions';
import type { Database } from '@/lib/db/client';
import { membership, user } from '@/lib/db/schema';
import { getStorage } from '@/lib/storage';
import type { SiteId } from '@/sites';
import type { ChatContact } from '@/components/chat/chat-types';

/*
 * Whom a member can chat with: the other members of the site (its member site, memberSiteOf) who
 * are not suspended and may read messages here (Message.manage under the site's permissions).
 */

const CONTACT_RESULTS = 20;
/** Rows read per search before the permission filter: plenty for 20 results on any real site. */
const CANDIDATES = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

async function messagingMembers(
  db: Database,
  siteId: SiteId,
  viewerId: string,
  filter: SQL | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      image: user.image,
      roles: membership.roles,
      scopes: membership.scopes,
    })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(
      and(
        eq(membership.siteId, memberSiteOf(siteId)),
        isNull(membership.suspendedAt),
        ne(user.id, viewerId),
        filter,
      ),
    )
    .orderBy(asc(user.name), asc(user.id))
    .limit(CANDIDATES);
  const mapping = await sitePermissions(db, siteId);
  const storage = getStorage();
  return rows
    .filter((row) =>
      abilityFrom(
        abilityRulesFor(inRegistryOrder(ROLES, row.roles), inRegistryOrder(SCOPES, row.scopes), mapping),
      ).can('manage', 'Message'),
    )
    .slice(0, limit)
    .map((row): ChatContact => ({ id: row.id, name: row.name, avatarUrl: avatarUrl(storage, row.image) }));
}

/** The members whose name contains `query` (all of them, up to the limit, for an empty one), by name. */
export function findChatContacts(
  db: Database,
  siteId: SiteId,
  viewerId: string,
  query: string,
): Promise<ChatContact[]> {
  const text = query.trim();
  return messagingMembers(
    db,
    siteId,
    viewerId,
    text ? ilike(user.name, `%${escapeLike(text)}%`) : undefined,
    CONTACT_RESULTS,
  );
}

/** One member the viewer may chat with, or null (unknown, another site's, suspended, oneself…). */
export async function chatContact(
  db: Database,
  siteId: SiteId,
  viewerId: string,
  userId: string,
): Promise<ChatContact | null> {
  const [contact] = await messagingMembers(db, siteId, viewerId, eq(user.id, userId), 1);
  return contact ?? null;
}

/** The photos of these members, for the conversation list (null: initials). */
export async function avatarsOf(db: Database, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const storage = getStorage();
  const rows = await db
    .select({ id: user.id, image: user.image })
    .from(user)
    .where(inArray(user.id, userIds));
  return new Map(rows.map((row) => [row.id, avatarUrl(storage, row.image)]));
}
