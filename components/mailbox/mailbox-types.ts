import type { LabelColor, MailFilter } from '@/lib/mailbox/mailbox-rules';

/*
 * What the e-mail app's server page hands to its client components: plain, serializable data
 * (dates as ISO 8601 strings). Members' e-mail addresses are never part of it.
 */

export interface MailItem {
  id: string;
  direction: 'in' | 'out';
  counterpartName: string;
  /** Contact-form visitors only: they are answered by e-mail. */
  visitorEmail: string | null;
  /** Members only: a received message from them is answered in the app. */
  counterpartUserId: string | null;
  /** The offer the message is about, if it still exists. */
  subject: string | null;
  excerpt: string;
  createdAt: string;
  unread: boolean;
  starred: boolean;
  trashed: boolean;
  labelIds: string[];
}

/** The message open in the reading pane: the list's row with its whole text. */
export interface OpenMail extends MailItem {
  body: string;
}

export interface MailLabelItem {
  id: string;
  name: string;
  slug: string;
  color: LabelColor;
  count: number;
}

/** The folder on screen: a fixed one, or one of the member's labels. */
export type MailFolderRef = { kind: 'filter'; filter: MailFilter } | { kind: 'label'; label: MailLabelItem };

export interface MailboxView {
  folder: MailFolderRef;
  /** The URL segment of the folder (`inbox`, a label's slug). */
  segment: string;
  counts: { inboxUnread: number; starred: number; trash: number };
  labels: MailLabelItem[];
  items: MailItem[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  open: OpenMail | null;
  /** `?m=` named a message that is not (or no longer) the member's. */
  missing: boolean;
  /** The server's render time, so relative dates agree between server and browser. */
  now: string;
  replyMaxLength: number;
}
