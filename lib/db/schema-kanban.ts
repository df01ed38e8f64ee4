import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';

/** A member's kanban board on one site (docs/architecture.md §3). Columns and cards keep their order in `position`. */
export const kanbanBoard = pgTable(
  'kanban_board',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kanban_board_owner_idx').on(table.siteId, table.ownerId, table.position)],
);

export const kanbanColumn = pgTable(
  'kanban_column',
  {
    id: text('id').primaryKey(),
    boardId: text('board_id')
      .notNull()
      .references(() => kanbanBoard.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('kanban_column_board_idx').on(table.boardId, table.position)],
);

export const kanbanCard = pgTable(
  'kanban_card',
  {
    id: text('id').primaryKey(),
    columnId: text('column_id')
      .notNull()
      .references(() => kanbanColumn.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Label keys from a fixed list (lib/kanban), shown as coloured badges. */
    labels: text('labels').array().notNull().default([]),
    dueOn: date('due_on'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kanban_card_column_idx').on(table.columnId, table.position)],
);
