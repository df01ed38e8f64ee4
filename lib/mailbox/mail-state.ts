import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailLabel, mailMessageLabel, mailState, message } from '@/lib/db/schema';
import { ownMessages } from './repository';

/*
 * What a member changes on their messages in the e-mail app. Each function first narrows the ids
 * to the viewer's own messages in the scope (ownIds), so a foreign id changes nothing. They return
 * how many messages changed, or null when none of the ids is the viewer's.
 */

export type MailBulkChange =
  | { kind: 'read'; read: boolean }
  | { kind: 'star'; starred: boolean }
  | { kind: 'trash' }
  | { kind: 'restore' }
  | { kind: 'deleteForever' };

/** The ids among these that the viewer received or sent in the scope and has not deleted for good. */
async function ownIds(
  db: Database,
  scope: string,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: message.id })
    .from(message)
    .leftJoin(mailState, and(eq(mailState.messageId, message.id), eq(mailState.userId, userId)))
    .where(and(inArray(message.id, [...ids]), ownMessages(scope, userId), isNull(mailState.deletedAt)));
  return rows.map((row) => row.id);
}

/**
 * Read or unread, for the messages the viewer received: the same `read_at` as the inbox (a sent
 * message's read time is its recipient's).
 */
async function setRead(
  db: Database,
  scope: string,
  userId: string,
  ids: string[],
  read: boolean,
): Promise<number> {
  const changed = await db
    .update(message)
    .set({ readAt: read ? new Date() : null })
    .where(
      and(
        inArray(message.id, ids),
        eq(message.siteId, scope),
        eq(message.recipientId, userId),
        read ? isNull(message.readAt) : isNotNull(message.readAt),
      ),
    )
    .returning({ id: message.id });
  return changed.length;
}

/** Writes the viewer's flags on their messages, creating the state rows that are missing. */
async function upsertState(
  db: Database,
  userId: string,
  ids: string[],
  values: Partial<Pick<typeof mailState.$inferInsert, 'starred' | 'trashedAt'>>,
): Promise<number> {
  const rows = ids.map((messageId) => ({ messageId, userId, ...values }));
  const changed = await db
    .insert(mailState)
    .values(rows)
    .onConflictDoUpdate({ target: [mailState.messageId, mailState.userId], set: values })
    .returning({ id: mailState.messageId });
  return changed.length;
}

export async function changeMail(
  db: Database,
  scope: string,
  userId: string,
  ids: readonly string[],
  change: MailBulkChange,
): Promise<number | null> {
  const own = await ownIds(db, scope, userId, ids);
  if (!own.length) return null;
  switch (change.kind) {
    case 'read':
      return setRead(db, scope, userId, own, change.read);
    case 'star':
      return upsertState(db, userId, own, { starred: change.starred });
    case 'trash':
      return upsertState(db, userId, own, { trashedAt: new Date() });
    case 'restore': {
      const restored = await db
        .update(mailState)
        .set({ trashedAt: null })
        .where(
          and(
            eq(mailState.userId, userId),
            inArray(mailState.messageId, own),
            isNotNull(mailState.trashedAt),
          ),
        )
        .returning({ id: mailState.messageId });
      return restored.length;
    }
    case 'deleteForever':
      return deleteForever(db, scope, userId, own);
  }
}

/**
 * Hides messages in the trash from the viewer for good (`deleted_at`) and drops their labels; the
 * message stays for the other side, and in the inbox's data.
 */
async function deleteForever(db: Database, scope: string, userId: string, own: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .update(mailState)
      .set({ deletedAt: new Date(), starred: false })
      .where(
        and(eq(mailState.userId, userId), inArray(mailState.messageId, own), isNotNull(mailState.trashedAt)),
      )
      .returning({ id: mailState.messageId });
    const gone = deleted.map((row) => row.id);
    if (gone.length)
      await tx.delete(mailMessageLabel).where(
        and(
          inArray(mailMessageLabel.messageId, gone),
          inArray(
            mailMessageLabel.labelId,
            tx
              .select({ id: mailLabel.id })
              .from(mailLabel)
              .where(and(eq(mailLabel.ownerId, userId), eq(mailLabel.siteId, scope))),
          ),
        ),
      );
    return gone.length;
  });
}

/** Puts one of the viewer's labels on their messages, or takes it off (null: not their label or messages). */
export async function labelMail(
  db: Database,
  scope: string,
  userId: string,
  ids: readonly string[],
  labelId: string,
  on: boolean,
): Promise<number | null> {
  const [label] = await db
    .select({ id: mailLabel.id })
    .from(mailLabel)
    .where(and(eq(mailLabel.id, labelId), eq(mailLabel.ownerId, userId), eq(mailLabel.siteId, scope)));
  if (!label) return null;
  const own = await ownIds(db, scope, userId, ids);
  if (!own.length) return null;
  if (on) {
    const added = await db
      .insert(mailMessageLabel)
      .values(own.map((messageId) => ({ messageId, labelId })))
      .onConflictDoNothing()
      .returning({ id: mailMessageLabel.messageId });
    return added.length;
  }
  const removed = await db
    .delete(mailMessageLabel)
    .where(and(eq(mailMessageLabel.labelId, labelId), inArray(mailMessageLabel.messageId, own)))
    .returning({ id: mailMessageLabel.messageId });
  return removed.length;
}
