import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';

/** What a member tells about themselves and how they want to hear from the product (one row per person). */
export const memberProfile = pgTable('member_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  about: text('about').notNull().default(''),
  /** The language mails and the shell use for this person; null follows the site's default. */
  locale: text('locale'),
  /** "E-mail me when a message arrives" (account settings, notifications). */
  notifyMessagesByEmail: boolean('notify_messages_by_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The permissions a role or scope grants on one site: the CASL rules the server enforces are built
 * from these rows (docs/architecture.md §4). A site without rows uses the built-in defaults.
 */
export const sitePermission = pgTable(
  'site_permission',
  {
    siteId: text('site_id').notNull(),
    /** `role:admin`, `role:member`, `scope:internal`, … */
    holder: text('holder').notNull(),
    /** Permission keys such as `Listing.manage`. */
    permissions: text('permissions').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.holder] })],
);

/** Every change an admin makes to members, roles and permissions, per site. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** The member the change is about, if any. */
    targetId: text('target_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_site_idx').on(table.siteId, table.createdAt),
    index('audit_log_target_idx').on(table.siteId, table.targetId, table.createdAt),
  ],
);
