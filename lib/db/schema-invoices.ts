import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './schema-auth';
import { listing } from './schema-listings';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid'] as const;

/**
 * An invoice a member sends a buyer for an offer (docs/architecture.md §3). Numbers run per site and
 * year; amounts are in the site's currency, and the server computes every total from the lines.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerAddress: text('buyer_address').notNull().default(''),
    /** The buyer when they are a member of the site. */
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    listingId: text('listing_id').references(() => listing.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    /** Percent, e.g. 23.00. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    note: text('note').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_number_idx').on(table.siteId, table.year, table.number),
    index('invoice_owner_idx').on(table.siteId, table.ownerId, table.createdAt),
  ],
);

export const invoiceLine = pgTable(
  'invoice_line',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [index('invoice_line_invoice_idx').on(table.invoiceId, table.position)],
);

/** The last number handed out per site and year: taken with one upsert, so two invoices never share one. */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    siteId: text('site_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.year] })],
);
