import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from '@/lib/zod';
import type { Database } from '@/lib/db/client';
import { listing, message, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { storableText } from '@/lib/listings/listing-schema';

/*
 * The "My messages" inbox (docs/product.md §3). Every function is scoped by the message scope (the site's
 * listing scope, as contact messages are filed) AND the viewer: a conversation is only ever
 * messages the viewer received or sent, whatever key the client sends.
 */

export const REPLY_MAX_LENGTH = 2000;
const EXCERPT_LENGTH = 140;

/** `u:<userId>` for a signed-in counterpart, `e:<lower-cased e-mail>` for a contact-form visitor. */
export const conversationKeySchema = z
  .string()
  .trim()
  .max(330)
  .regex(/^(u:[A-Za-z0-9_-]{1,128}|e:[^\s@\u0000]{1,64}@[^\s@\u0000]{1,255})$/);

export const replyBodySchema = z.string().overwrite(storableText).trim().min(1, 'bodyEmpty').max(REPLY_MAX_LENGTH, 'bodyTooLong');

export type ConversationKey = { kind: 'user'; userId: string } | { kind: 'email'; email: string };
export type Direction = 'in' | 'out';

export interface Conversation {
  key: string;
  counterpartName: string;
  /** Only for contact-form visitors; members' addresses are never handed out. */
  email: string | null;
  counterpartUserId: string | null;
  lastMessage: { excerpt: string; createdAt: Date; direction: Direction };
  unreadCount: number;
  /** The product name of the most recent message's listing, if it still exists. */
  listingName: string | null;
}

export interface ThreadMessage {
  id: string;
  direction: Direction;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  listingId: string | null;
  listingName: string | null;
}

/** The counterpart has never written to the viewer in this scope (or is a visitor, or the viewer). */
export class ReplyNotAllowed extends Error {}

export function parseConversationKey(value: unknown): ConversationKey | null {
  const parsed = conversationKeySchema.safeParse(value);
  if (!parsed.success) return null;
  const rest = parsed.data.slice(2);
  return parsed.data.startsWith('u:') ? { kind: 'user', userId: rest } : { kind: 'email', email: rest.toLowerCase() };
}

export function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

/** The messages of one conversation that belong to the viewer: received from the counterpart, or sent to them. */
function conversationRows(siteId: string, userId: string, key: ConversationKey): SQL {
  if (key.kind === 'user') {
    return and(
      eq(message.siteId, siteId),
      or(
        and(eq(message.recipientId, userId), eq(message.senderId, key.userId)),
        and(eq(message.senderId, userId), eq(message.recipientId, key.userId)),
      ),
    )!;
  }
  return and(eq(message.siteId, siteId), eq(message.recipientId, userId), isNull(message.senderId), sql`lower(${message.senderEmail}) = ${key.email}`)!;
}

/** The viewer's conversations, newest first, grouped by counterpart (members both ways, visitors by e-mail). */
export async function conversationsFor(db: Database, siteId: string, userId: string): Promise<Conversation[]> {
  const received = sql`${message.recipientId} = ${userId}`;
  const key = sql<string>`case when ${received} then coalesce('u:' || ${message.senderId}, 'e:' || lower(${message.senderEmail})) else 'u:' || ${message.recipientId} end`;
  const mine = db.$with('mine').as(
    db
      .select({
        id: message.id,
        key: key.as('conversation_key'),
        direction: sql<Direction>`case when ${received} then 'in' else 'out' end`.as('direction'),
        counterpartId: sql<string | null>`case when ${received} then ${message.senderId} else ${message.recipientId} end`.as('counterpart_id'),
        senderName: message.senderName,
        senderEmail: message.senderEmail,
        listingId: message.listingId,
        excerpt: sql<string>`left(${message.body}, ${EXCERPT_LENGTH * 3})`.as('excerpt'),
        createdAt: message.createdAt,
        unread: sql<number>`(count(*) filter (where ${received} and ${message.readAt} is null) over (partition by ${key}))::int`.as('unread'),
        rank: sql<number>`row_number() over (partition by ${key} order by ${message.createdAt} desc, ${message.id} desc)`.as('rank'),
      })
      .from(message)
      .where(and(eq(message.siteId, siteId), or(eq(message.recipientId, userId), eq(message.senderId, userId)))),
  );
  const rows = await db
    .with(mine)
    .select({
      key: mine.key,
      direction: mine.direction,
      counterpartId: mine.counterpartId,
      counterpartName: user.name,
      senderName: mine.senderName,
      senderEmail: mine.senderEmail,
      excerpt: mine.excerpt,
      createdAt: mine.createdAt,
      unread: mine.unread,
      listingName: listing.productName,
    })
    .from(mine)
    .leftJoin(user, eq(user.id, mine.counterpartId))
    .leftJoin(listing, and(eq(listing.id, mine.listingId), eq(listing.siteId, siteId)))
    .where(eq(mine.rank, 1))
    .orderBy(desc(mine.createdAt), desc(mine.id));

  return rows.map((row) => {
    const visitor = row.key.startsWith('e:');
    return {
      key: row.key,
      // A visitor's latest message is always one they sent; a member's name comes from their account.
      counterpartName: (visitor ? row.senderName : (row.counterpartName ?? row.senderName)) || '?',
      email: visitor ? row.senderEmail : null,
      counterpartUserId: visitor ? null : row.counterpartId,
      lastMessage: { excerpt: excerptOf(row.excerpt), createdAt: row.createdAt, direction: row.direction },
      unreadCount: Number(row.unread),
      listingName: row.listingName,
    };
  });
}

/** The messages of one of the viewer's conversations, oldest first; empty for a key that is not theirs. */
export async function threadFor(db: Database, siteId: string, userId: string, conversationKey: string): Promise<ThreadMessage[]> {
  const key = parseConversationKey(conversationKey);
  if (!key) return [];
  const rows = await db
    .select({
      id: message.id,
      recipientId: message.recipientId,
      body: message.body,
      createdAt: message.createdAt,
      readAt: message.readAt,
      listingId: message.listingId,
      listingName: listing.productName,
    })
    .from(message)
    .leftJoin(listing, and(eq(listing.id, message.listingId), eq(listing.siteId, siteId)))
    .where(conversationRows(siteId, userId, key))
    .orderBy(asc(message.createdAt), asc(message.id));
  return rows.map(({ recipientId, ...row }) => ({ ...row, direction: recipientId === userId ? 'in' : 'out' }));
}

/** Marks the messages the viewer received in this conversation as read; returns how many changed. */
export async function markConversationRead(db: Database, siteId: string, userId: string, conversationKey: string): Promise<number> {
  const key = parseConversationKey(conversationKey);
  if (!key) return 0;
  const updated = await db
    .update(message)
    .set({ readAt: new Date() })
    .where(and(conversationRows(siteId, userId, key), eq(message.recipientId, userId), isNull(message.readAt)))
    .returning({ id: message.id });
  return updated.length;
}

/**
 * Deletes the conversation for the viewer: the messages they received in it and the replies they
 * sent in it (a reply is one row, so it also leaves the counterpart's inbox). Returns how many.
 */
export async function deleteConversation(db: Database, siteId: string, userId: string, conversationKey: string): Promise<number> {
  const key = parseConversationKey(conversationKey);
  if (!key) return 0;
  const deleted = await db.delete(message).where(conversationRows(siteId, userId, key)).returning({ id: message.id });
  return deleted.length;
}

export async function unreadCount(db: Database, siteId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(message)
    .where(and(eq(message.siteId, siteId), eq(message.recipientId, userId), isNull(message.readAt)));
  return row?.unread ?? 0;
}

/**
 * Stores a reply to a member who has written to the sender before in this scope (otherwise
 * ReplyNotAllowed). The reply carries the listing of their latest message. Returns its id.
 */
export async function sendReply(
  db: Database,
  siteId: string,
  fromUser: { id: string; name: string; email: string },
  toUserId: string,
  body: string,
): Promise<string> {
  const text = replyBodySchema.parse(body);
  if (toUserId === fromUser.id || !/^[A-Za-z0-9_-]{1,128}$/.test(toUserId)) throw new ReplyNotAllowed();
  const [latest] = await db
    .select({ listingId: message.listingId })
    .from(message)
    .where(and(eq(message.siteId, siteId), eq(message.recipientId, fromUser.id), eq(message.senderId, toUserId)))
    .orderBy(desc(message.createdAt))
    .limit(1);
  if (!latest) throw new ReplyNotAllowed();
  const id = newId();
  await db.insert(message).values({
    id,
    siteId,
    recipientId: toUserId,
    senderId: fromUser.id,
    senderName: fromUser.name,
    senderEmail: fromUser.email,
    listingId: latest.listingId,
    body: text,
  });
  return id;
}
