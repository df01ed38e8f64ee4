import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The app's own abuse counters (lib/rate-limit/fixed-window.ts), apart from better-auth's
 * `rate_limit`: better-auth prunes that table to its longest window (10 minutes), which would cut
 * the app's longer windows short (docs/architecture.md §4).
 */
export const appRateLimit = pgTable(
  'app_rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the current window ends, in epoch milliseconds. */
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('app_rate_limit_resets_at_idx').on(table.resetsAt)],
);
