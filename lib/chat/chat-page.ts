import 'server-only';
import type { ChatConversation, ChatMessage, ChatPeer } from '@/components/chat/chat-types';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { conversationsFor, threadFor } from '@/lib/messages/repository';
import type { PageContext } from '@/lib/site/page-context';
import { avatarsOf, chatContact } from './contacts';

export interface MemberChat {
  conversations: ChatConversation[];
  /** The open chat: `?with=` when it names a conversation or a member the viewer may write to. */
  peer: ChatPeer | null;
  thread: ChatMessage[];
  /** `?with=` named nobody the viewer can chat with. */
  missing: boolean;
}

const keyOf = (userId: string) => `u:${userId}`;

/** The chat app: the member conversations of My messages (visitors are answered there), and the open one. */
export async function chatForMember(
  ctx: PageContext,
  viewerId: string,
  withUserId: string | null,
): Promise<MemberChat> {
  const db = getDb();
  const scope = listingScope(ctx.site);
  const members = (await conversationsFor(db, scope, viewerId)).filter(
    (conversation) => conversation.counterpartUserId,
  );
  const avatars = await avatarsOf(
    db,
    members.map((conversation) => conversation.counterpartUserId!),
  );
  const conversations = members.map((conversation): ChatConversation => ({
    userId: conversation.counterpartUserId!,
    name: conversation.counterpartName,
    avatarUrl: avatars.get(conversation.counterpartUserId!) ?? null,
    excerpt: conversation.lastMessage.excerpt,
    lastAt: conversation.lastMessage.createdAt.toISOString(),
    lastDirection: conversation.lastMessage.direction,
    unreadCount: conversation.unreadCount,
    key: conversation.key,
  }));
  if (!withUserId) return { conversations, peer: null, thread: [], missing: false };

  const existing = conversations.find((conversation) => conversation.userId === withUserId);
  const contact = existing ? null : await chatContact(db, ctx.site.id, viewerId, withUserId);
  const peer: ChatPeer | null = existing
    ? {
        userId: existing.userId,
        name: existing.name,
        avatarUrl: existing.avatarUrl,
        key: existing.key,
        unreadCount: existing.unreadCount,
      }
    : contact
      ? {
          userId: contact.id,
          name: contact.name,
          avatarUrl: contact.avatarUrl,
          key: keyOf(contact.id),
          unreadCount: 0,
        }
      : null;
  if (!peer) return { conversations, peer: null, thread: [], missing: true };
  const thread = (await threadFor(db, scope, viewerId, peer.key)).map((message): ChatMessage => ({
    id: message.id,
    direction: message.direction,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    listingName: message.listingName,
  }));
  return { conversations, peer, thread, missing: false };
}
