import 'server-only';
import { and, count, eq, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { message } from '@/lib/db/schema';
import { fillDays, periodStart } from './days';
import type { FigureScope } from './scope';

/** Messages the scope received: everything sent on the site, or what was sent to the member. */
function receivedBy(scope: FigureScope): SQL {
  return and(
    eq(message.siteId, scope.siteId),
    scope.memberId ? eq(message.recipientId, scope.memberId) : undefined,
  )!;
}

export interface MessageCounts {
  /** Received in the period. */
  received: number;
  /** Not read yet, whenever they arrived. */
  unread: number;
}

export async function messageCounts(
  db: Database,
  scope: FigureScope,
  days: number,
  now = new Date(),
): Promise<MessageCounts> {
  const since = periodStart(days, now);
  const [row] = await db
    .select({
      received: sql<number>`(count(*) filter (where ${message.createdAt} >= ${since.toISOString()}))::int`,
      unread: sql<number>`(count(*) filter (where ${message.readAt} is null))::int`,
    })
    .from(message)
    .where(receivedBy(scope));
  return { received: row?.received ?? 0, unread: row?.unread ?? 0 };
}

/** Messages received per UTC day of the period. */
export async function messagesPerDay(db: Database, scope: FigureScope, days: number, now = new Date()) {
  const day = sql<string>`to_char(${message.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: count() })
    .from(message)
    .where(and(receivedBy(scope), gte(message.createdAt, periodStart(days, now))))
    .groupBy(day);
  return fillDays(days, now, rows);
}

/**
 * The median time, in minutes, from a member's message to the recipient's first reply to that
 * member, over the messages of the period that were answered. Several messages before one reply
 * count once, from the first of them. Contact-form visitors are answered by e-mail, outside the
 * product, so only members' messages count. Null when nothing was answered.
 */
export async function medianFirstReplyMinutes(
  db: Database,
  scope: FigureScope,
  days: number,
  now = new Date(),
): Promise<number | null> {
  const reply = sql.raw('reply');
  const firstReply = sql`(select min(${reply}.created_at) from ${message} as ${reply}
    where ${reply}.site_id = ${message.siteId} and ${reply}.sender_id = ${message.recipientId}
      and ${reply}.recipient_id = ${message.senderId} and ${reply}.created_at > ${message.createdAt})`;
  const answered = db.$with('answered').as(
    db
      .select({
        recipientId: message.recipientId,
        senderId: message.senderId,
        receivedAt: message.createdAt,
        repliedAt: sql<Date>`${firstReply}`.as('replied_at'),
      })
      .from(message)
      .where(
        and(receivedBy(scope), isNotNull(message.senderId), gte(message.createdAt, periodStart(days, now))),
      ),
  );
  const waits = db.$with('waits').as(
    db
      .with(answered)
      .select({ wait: sql`${answered.repliedAt} - min(${answered.receivedAt})`.as('wait') })
      .from(answered)
      .where(isNotNull(answered.repliedAt))
      .groupBy(answered.recipientId, answered.senderId, answered.repliedAt),
  );
  const [row] = await db
    .with(answered, waits)
    .select({
      minutes: sql<
        number | null
      >`extract(epoch from percentile_cont(0.5) within group (order by ${waits.wait})) / 60`,
    })
    .from(waits);
  return row?.minutes == null ? null : Number(row.minutes);
}

/**
 * The people the scope has talked to: distinct (recipient, counterpart) pairs with a message either
 * way, a visitor counted by e-mail address.
 */
export async function conversationCount(db: Database, scope: FigureScope): Promise<number> {
  const member = scope.memberId;
  const involved = member ? or(eq(message.recipientId, member), eq(message.senderId, member)) : undefined;
  const pair = member
    ? sql`case when ${message.recipientId} = ${member} then coalesce(${message.senderId}, lower(${message.senderEmail})) else ${message.recipientId} end`
    : sql`least(${message.recipientId}, coalesce(${message.senderId}, lower(${message.senderEmail}))) || ' ' || greatest(${message.recipientId}, coalesce(${message.senderId}, lower(${message.senderEmail})))`;
  const [row] = await db
    .select({ conversations: sql<number>`count(distinct ${pair})::int` })
    .from(message)
    .where(and(eq(message.siteId, scope.siteId), involved));
  return row?.conversations ?? 0;
}

/** People who wrote to the member for the first time, per UTC day of the period (a visitor by e-mail address). */
export async function newContactsPerDay(
  db: Database,
  scope: FigureScope & { memberId: string },
  days: number,
  now = new Date(),
) {
  const firstContacts = db.$with('first_contacts').as(
    db
      .select({ firstAt: sql<Date>`min(${message.createdAt})`.as('first_at') })
      .from(message)
      .where(receivedBy(scope))
      .groupBy(sql`coalesce(${message.senderId}, lower(${message.senderEmail}))`),
  );
  const day = sql<string>`to_char(${firstContacts.firstAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .with(firstContacts)
    .select({ day, value: sql<number>`count(*)::int` })
    .from(firstContacts)
    .where(gte(firstContacts.firstAt, periodStart(days, now)))
    .groupBy(day);
  return fillDays(days, now, rows);
}
