import { and, desc, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import { listing, mailLabel, mailMessageLabel, mailState, message, user } from '@/lib/db/schema';
import { MAILBOX_PAGE_SIZE, type MailFilter } from './mailbox-rules';

/*
 * The e-mail app's view of the inbox's messages (docs/apps.md "E-mail"). Every query is scoped by
 * the message scope (the site's listing scope) AND the viewer: only messages they received or sent
 * there, with the viewer's own flags from `mail_state`, whatever ids the client sends.
 */

/** A fixed folder, or one of the viewer's labels (already known to be theirs). */
export type MailFolder = { kind: 'filter'; filter: MailFilter } | { kind: 'label'; labelId: string };

export interface MailListQuery {
  folder: MailFolder;
  /** Matches the sender or recipient's name, a visitor's address, the offer's name or the body. */
  q: string;
  page: number;
}

export interface MailRow {
  id: string;
  direction: 'in' | 'out';
  /** The sender of a received message, the recipient of a sent one. */
  counterpartName: string;
  /** Contact-form visitors only; members' addresses are never handed out. */
  visitorEmail: string | null;
  /** Members only: a received message from them can be answered in the app. */
  counterpartUserId: string | null;
  /** The offer the message is about, if it still exists. */
  subject: string | null;
  body: string;
  createdAt: Date;
  unread: boolean;
  starred: boolean;
  trashed: boolean;
  labelIds: string[];
}

export interface MailPage {
  rows: MailRow[];
  total: number;
}

export interface MailboxCounts {
  inboxUnread: number;
  starred: number;
  trash: number;
}

const senderUser = alias(user, 'sender_user');
const recipientUser = alias(user, 'recipient_user');

/** Messages the viewer received or sent in the scope. */
export function ownMessages(scope: string, userId: string): SQL {
  return and(eq(message.siteId, scope), or(eq(message.recipientId, userId), eq(message.senderId, userId)))!;
}

/** The viewer's flags on each message (left join: most messages have none). */
const stateOf = (userId: string) => and(eq(mailState.messageId, message.id), eq(mailState.userId, userId));

const notTrashed = () => and(isNull(mailState.trashedAt), isNull(mailState.deletedAt))!;

function folderCondition(userId: string, folder: MailFolder): SQL {
  if (folder.kind === 'label') {
    const labelled = exists(
      sql`(select 1 from ${mailMessageLabel} where ${mailMessageLabel.messageId} = ${message.id} and ${mailMessageLabel.labelId} = ${folder.labelId})`,
    );
    return and(labelled, notTrashed())!;
  }
  switch (folder.filter) {
    case 'inbox':
      return and(eq(message.recipientId, userId), notTrashed())!;
    case 'sent':
      return and(eq(message.senderId, userId), notTrashed())!;
    case 'starred':
      return and(eq(mailState.starred, true), notTrashed())!;
    case 'trash':
      return and(isNotNull(mailState.trashedAt), isNull(mailState.deletedAt))!;
  }
}

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    sql`coalesce(${senderUser.name}, ${message.senderName}) ilike ${pattern}`,
    sql`${message.senderName} ilike ${pattern}`,
    and(isNull(message.senderId), sql`${message.senderEmail} ilike ${pattern}`),
    sql`${recipientUser.name} ilike ${pattern}`,
    sql`${listing.productName} ilike ${pattern}`,
    sql`${message.body} ilike ${pattern}`,
  );
}

/** The rows the list and the reading pane show, with the viewer's flags and labels. */
async function selectMail(
  db: Database,
  scope: string,
  userId: string,
  where: SQL | undefined,
  page = 1,
): Promise<MailPage> {
  const rows = await db
    .select({
      id: message.id,
      recipientId: message.recipientId,
      senderId: message.senderId,
      senderName: message.senderName,
      senderEmail: message.senderEmail,
      senderAccountName: senderUser.name,
      recipientName: recipientUser.name,
      subject: listing.productName,
      body: message.body,
      createdAt: message.createdAt,
      readAt: message.readAt,
      starred: mailState.starred,
      trashedAt: mailState.trashedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(message)
    .leftJoin(mailState, stateOf(userId))
    .leftJoin(senderUser, eq(senderUser.id, message.senderId))
    .leftJoin(recipientUser, eq(recipientUser.id, message.recipientId))
    .leftJoin(listing, and(eq(listing.id, message.listingId), eq(listing.siteId, scope)))
    .where(and(ownMessages(scope, userId), where))
    .orderBy(desc(message.createdAt), desc(message.id))
    .limit(MAILBOX_PAGE_SIZE)
    .offset((page - 1) * MAILBOX_PAGE_SIZE);
  const labels = await labelIdsOf(
    db,
    scope,
    userId,
    rows.map((row) => row.id),
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => {
      const received = row.recipientId === userId;
      const visitor = row.senderId === null;
      const senderName = visitor ? row.senderName : (row.senderAccountName ?? row.senderName);
      return {
        id: row.id,
        direction: received ? 'in' : 'out',
        counterpartName: (received ? senderName : row.recipientName) || '?',
        visitorEmail: received && visitor ? row.senderEmail : null,
        counterpartUserId: received ? row.senderId : row.recipientId,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt,
        unread: received && row.readAt === null,
        starred: row.starred ?? false,
        trashed: row.trashedAt !== null,
        labelIds: labels.get(row.id) ?? [],
      };
    }),
  };
}

/** One page of a folder, newest first, with how many match in all (0 past the last page). */
export function listMail(
  db: Database,
  scope: string,
  userId: string,
  query: MailListQuery,
): Promise<MailPage> {
  const where = and(folderCondition(userId, query.folder), searchCondition(query.q));
  return selectMail(db, scope, userId, where, query.page);
}

/** One of the viewer's messages, unless they deleted it for good; null for anyone else's. */
export async function findMail(
  db: Database,
  scope: string,
  userId: string,
  id: string,
): Promise<MailRow | null> {
  const { rows } = await selectMail(db, scope, userId, and(eq(message.id, id), isNull(mailState.deletedAt)));
  return rows[0] ?? null;
}

/** The viewer's labels on each of these messages. */
async function labelIdsOf(
  db: Database,
  scope: string,
  userId: string,
  messageIds: string[],
): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  if (!messageIds.length) return byMessage;
  const rows = await db
    .select({ messageId: mailMessageLabel.messageId, labelId: mailMessageLabel.labelId })
    .from(mailMessageLabel)
    .innerJoin(mailLabel, eq(mailLabel.id, mailMessageLabel.labelId))
    .where(
      and(
        inArray(mailMessageLabel.messageId, messageIds),
        eq(mailLabel.ownerId, userId),
        eq(mailLabel.siteId, scope),
      ),
    )
    .orderBy(mailLabel.name);
  for (const row of rows)
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.labelId]);
  return byMessage;
}

/** The sidebar's numbers: unread in the inbox, starred, in the trash. */
export async function mailboxCounts(db: Database, scope: string, userId: string): Promise<MailboxCounts> {
  const live = sql`${mailState.trashedAt} is null and ${mailState.deletedAt} is null`;
  const [row] = await db
    .select({
      inboxUnread: sql<number>`(count(*) filter (where ${message.recipientId} = ${userId} and ${message.readAt} is null and ${live}))::int`,
      starred: sql<number>`(count(*) filter (where ${mailState.starred} and ${live}))::int`,
      trash: sql<number>`(count(*) filter (where ${mailState.trashedAt} is not null and ${mailState.deletedAt} is null))::int`,
    })
    .from(message)
    .leftJoin(mailState, stateOf(userId))
    .where(ownMessages(scope, userId));
  return { inboxUnread: row?.inboxUnread ?? 0, starred: row?.starred ?? 0, trash: row?.trash ?? 0 };
}
