/*
 * What the server page hands to the inbox's client components: plain, serializable data
 * (dates as ISO 8601 strings). Members' e-mail addresses are never part of it.
 */

export type MessageDirection = 'in' | 'out';

export interface InboxConversation {
  key: string;
  counterpartName: string;
  /** Contact-form visitors only: they are answered by e-mail. */
  email: string | null;
  /** Signed-in counterparts only: they can be answered here and called. */
  counterpartUserId: string | null;
  excerpt: string;
  lastAt: string;
  lastDirection: MessageDirection;
  unreadCount: number;
  listingName: string | null;
  href: string;
}

export interface InboxMessage {
  id: string;
  direction: MessageDirection;
  body: string;
  createdAt: string;
  listingName: string | null;
}

/** Links and limits the client needs, built by the server page. */
export interface InboxLinks {
  /** The inbox without a selected conversation (the list on small screens). */
  listHref: string;
  /** The call page for a member: `${callHref}?to=<userId>`. */
  callHref: string;
}
