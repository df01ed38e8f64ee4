import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';
import { message } from './schema-listings';

/*
 * The e-mail app is a mailbox view of the same messages as the inbox (docs/architecture.md §3): it
 * adds only what one member decides about a message they received or sent.
 */

/** A label a member defines on one site (`/apps/email/{label}`). */
export const mailLabel = pgTable(
  'mail_label',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The label's URL segment, unique per member and site. */
    slug: text('slug').notNull(),
    color: text('color').notNull().default('primary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mail_label_owner_slug_idx').on(table.siteId, table.ownerId, table.slug)],
);

/** One member's flags on one message: starred, in the trash, gone from their mailbox. */
export const mailState = pgTable(
  'mail_state',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    starred: boolean('starred').notNull().default(false),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    /** Deleted from the trash: hidden from this member for good; the other side keeps their copy. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('mail_state_user_idx').on(table.userId),
  ],
);

/** A label on a message, for the label's owner only. */
export const mailMessageLabel = pgTable(
  'mail_message_label',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    labelId: text('label_id')
      .notNull()
      .references(() => mailLabel.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.labelId] }),
    index('mail_message_label_label_idx').on(table.labelId),
  ],
);
