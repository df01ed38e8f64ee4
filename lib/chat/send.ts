import 'server-only';
import { and, desc, eq, or } from 'drizzle-orm';
import { memberSiteOf } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { message } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { replyBodySchema } from '@/lib/messages/repository';
import type { SiteId } from '@/sites';
import { chatContact } from './contacts';

/** The recipient is not someone the sender may chat with on this site. */
export class ChatRecipientNotAllowed extends Error {}

/**
 * Stores a chat message in the members' messages (the rows of My messages) from the viewer to a
 * member of the site they may chat with (lib/chat/contacts.ts), who need not have written first.
 * It carries the listing the conversation was last about, if any. Returns its id.
 */
export async function sendChatMessage(
  db: Database,
  siteId: SiteId,
  fromUser: { id: string; name: string; email: string },
  toUserId: string,
  body: string,
): Promise<string> {
  const text = replyBodySchema.parse(body);
  if (!(await chatContact(db, siteId, fromUser.id, toUserId))) throw new ChatRecipientNotAllowed();
  const scope = memberSiteOf(siteId);
  const [latest] = await db
    .select({ listingId: message.listingId })
    .from(message)
    .where(
      and(
        eq(message.siteId, scope),
        or(
          and(eq(message.recipientId, fromUser.id), eq(message.senderId, toUserId)),
          and(eq(message.senderId, fromUser.id), eq(message.recipientId, toUserId)),
        ),
      ),
    )
    .orderBy(desc(message.createdAt))
    .limit(1);
  const id = newId();
  await db.insert(message).values({
    id,
    siteId: scope,
    recipientId: toUserId,
    senderId: fromUser.id,
    senderName: fromUser.name,
    senderEmail: fromUser.email,
    listingId: latest?.listingId ?? null,
    body: text,
  });
  return id;
}
