import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';

/**
 * A calendar event of a member on one site. It may invite one other member of the site and carry a
 * call: at its time both see a "join the call" entry into the usual call flow (docs/architecture.md §3).
 */
export const calendarEvent = pgTable(
  'calendar_event',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    /** A colour category: business, personal, family, holiday, etc (lib/calendar). */
    category: text('category').notNull().default('business'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    withCall: boolean('with_call').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendar_event_owner_idx').on(table.siteId, table.ownerId, table.startsAt),
    index('calendar_event_invitee_idx').on(table.siteId, table.inviteeId, table.startsAt),
  ],
);
