/*
 * What the chat page hands to its client components: plain, serializable data (dates as ISO 8601
 * strings). The messages are the members' messages of My messages; e-mail addresses never appear.
 */
import type { InboxMessage, MessageDirection } from '@/components/messages/inbox-types';

export type { InboxMessage as ChatMessage };

export interface ChatConversation {
  /** The counterpart member's user id (chat conversations are between members). */
  userId: string;
  name: string;
  avatarUrl: string | null;
  excerpt: string;
  lastAt: string;
  lastDirection: MessageDirection;
  unreadCount: number;
  /** The conversation's key in My messages (`u:<userId>`), for marking it read. */
  key: string;
}

/** The member whose chat is open: one with a conversation, or one the viewer just picked. */
export interface ChatPeer {
  userId: string;
  name: string;
  avatarUrl: string | null;
  key: string;
  unreadCount: number;
}

export interface ChatLinks {
  /** The chat without an open conversation (the list on phones). */
  listHref: string;
  /** `${chatHref}?with=<userId>` opens a member's chat. */
  chatHref: string;
  /** The call page: `${callHref}?to=<userId>`. */
  callHref: string;
  /** The full inbox. */
  inboxHref: string;
}

/** A member the viewer can start a chat with. */
export interface ChatContact {
  id: string;
  name: string;
  avatarUrl: string | null;
}
