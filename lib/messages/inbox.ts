import 'server-only';
import type { InboxConversation, InboxMessage } from '@/components/messages/inbox-types';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { listingScope } from '@/lib/listings/scope';
import type { PageContext } from '@/lib/site/page-context';
import { conversationsFor, parseConversationKey, threadFor, type Conversation, type ThreadMessage } from './repository';

function toConversation(conversation: Conversation, locale: Locale): InboxConversation {
  return {
    key: conversation.key,
    counterpartName: conversation.counterpartName,
    email: conversation.email,
    counterpartUserId: conversation.counterpartUserId,
    excerpt: conversation.lastMessage.excerpt,
    lastAt: conversation.lastMessage.createdAt.toISOString(),
    lastDirection: conversation.lastMessage.direction,
    unreadCount: conversation.unreadCount,
    listingName: conversation.listingName,
    href: localePath(locale, { pathname: '/my-messages', query: { c: conversation.key } }),
  };
}

function toMessage(message: ThreadMessage): InboxMessage {
  return { id: message.id, direction: message.direction, body: message.body, createdAt: message.createdAt.toISOString(), listingName: message.listingName };
}

/** The `?c=` conversation key in its canonical form (visitor addresses lower-cased), or null. */
function requestedKey(value: string | null): string | null {
  const key = parseConversationKey(value);
  if (!key) return null;
  return key.kind === 'user' ? `u:${key.userId}` : `e:${key.email}`;
}

export interface MemberInbox {
  conversations: InboxConversation[];
  selected: InboxConversation | null;
  thread: InboxMessage[];
  /** The `?c=` conversation was found and is the one shown. */
  opened: boolean;
}

/** My messages: the member's conversations on this site, the one asked for (else the newest) and its thread. */
export async function inboxForMember(ctx: PageContext, userId: string, asked: string | null): Promise<MemberInbox> {
  const db = getDb();
  const scope = listingScope(ctx.site);
  const conversations = (await conversationsFor(db, scope, userId)).map((conversation) => toConversation(conversation, ctx.locale));
  const key = requestedKey(asked);
  const chosen = key ? conversations.find((conversation) => conversation.key === key) : undefined;
  const selected = chosen ?? conversations[0] ?? null;
  const thread = selected ? (await threadFor(db, scope, userId, selected.key)).map(toMessage) : [];
  return { conversations, selected, thread, opened: Boolean(chosen) };
}
