import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';

/**
 * One call: a LiveKit conference room from its start to its end, as LiveKit's webhooks report it
 * (docs/architecture.md §6). Dashboards count calls and minutes from these rows.
 */
export const callSession = pgTable(
  'call_session',
  {
    /** LiveKit's room sid. */
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** The conference room name without the site prefix (`{caller}_{callee}`). */
    roomName: text('room_name').notNull(),
    callerId: text('caller_id').references(() => user.id, { onDelete: 'set null' }),
    calleeId: text('callee_id').references(() => user.id, { onDelete: 'set null' }),
    /** Whether each side joined: a call both sides joined was answered. */
    callerJoined: boolean('caller_joined').notNull().default(false),
    calleeJoined: boolean('callee_joined').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('call_session_site_idx').on(table.siteId, table.startedAt),
    index('call_session_caller_idx').on(table.callerId),
    index('call_session_callee_idx').on(table.calleeId),
  ],
);
