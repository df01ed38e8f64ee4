import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './schema-auth';
import { listing } from './schema-listings';

/*
 * The e-commerce app (docs/architecture.md §3): its products are the site's listings and its
 * customers the site's members; categories, orders, reviews and referrals are its own rows.
 */

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REFERRAL_STATUSES = ['pending', 'joined', 'rewarded'] as const;

export const productCategory = pgTable(
  'product_category',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('product_category_slug_idx').on(table.siteId, table.slug)],
);

/** A listing's category: one per listing, kept apart so the listing table stays the offer's own. */
export const listingCategory = pgTable('listing_category', {
  listingId: text('listing_id')
    .primaryKey()
    .references(() => listing.id, { onDelete: 'cascade' }),
  categoryId: text('category_id')
    .notNull()
    .references(() => productCategory.id, { onDelete: 'cascade' }),
});

export const shopOrder = pgTable(
  'shop_order',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    /** Shown as #1001…, per site. */
    number: integer('number').notNull(),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('card'),
    currency: text('currency').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    shippingAddress: text('shipping_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shop_order_number_idx').on(table.siteId, table.number),
    index('shop_order_customer_idx').on(table.siteId, table.customerId),
  ],
);

export const shopOrderLine = pgTable(
  'shop_order_line',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listing.id, { onDelete: 'set null' }),
    /** The product's name when ordered: the listing may change or go. */
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [index('shop_order_line_order_idx').on(table.orderId)],
);

/** A visitor's review of an offer; the offer page shows it once the owner or an admin approves it. */
export const review = pgTable(
  'review',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listing.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    index('review_listing_idx').on(table.listingId, table.status),
    index('review_site_idx').on(table.siteId, table.status, table.createdAt),
  ],
);

export const referral = pgTable(
  'referral',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    referredEmail: text('referred_email').notNull(),
    referredId: text('referred_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    commission: numeric('commission', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_site_idx').on(table.siteId, table.createdAt)],
);

/** The shop's settings per site (store details, payments, checkout, shipping), validated by lib/shop. */
export const shopSettings = pgTable('shop_settings', {
  siteId: text('site_id').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
