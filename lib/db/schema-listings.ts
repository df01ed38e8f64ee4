import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LISTING_STATUSES, PRICING_MODELS } from '@/lib/listings/constants';
import { user } from './schema-auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A text-search configuration name; stored as regconfig so the search vector can be generated. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/** A member's offer on one site (docs/architecture.md §3). Queries always filter by `siteId`. */
export const listing = pgTable(
  'listing',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull(),
    /** Decimal amount in the site's currency, kept exact. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    duration: text('duration').notNull().default(''),
    location: text('location').notNull().default(''),
    pricing: text('pricing', { enum: PRICING_MODELS }).notNull().default('fixed'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    /** A demo offer seeded on the embedded default (docs/architecture.md §3); its page says it is an example. */
    demo: boolean('demo').notNull().default(false),
    /** The text-search configuration of the site's language (english, german, simple…). */
    searchConfig: regconfig('search_config').notNull().default('simple'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector(search_config, coalesce(product_name, '')), 'A') || setweight(to_tsvector(search_config, coalesce(location, '')), 'B') || setweight(to_tsvector(search_config, coalesce(description, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    index('listing_site_status_idx').on(table.siteId, table.status, table.publishedAt),
    index('listing_owner_idx').on(table.siteId, table.ownerId),
    index('listing_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * Page views of a published offer, one row per offer and day (UTC): a count only, with no visitor,
 * address or cookie behind it (docs/architecture.md §3, lib/offers/offer-views.ts).
 */
export const offerViewDay = pgTable(
  'offer_view_day',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listing.id, { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.day] }),
    index('offer_view_day_site_idx').on(table.siteId, table.day),
  ],
);

/**
 * An uploaded, re-encoded image. It belongs to its uploader until a listing takes it
 * (`listingId`, `position`, `alt`); storage keys point at the variants. One no listing takes
 * within a day, or that a listing drops, is deleted with its files (lib/media/cleanup.ts).
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').references(() => listing.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Storage keys of the variants: `full` (≤ 2048 px), `card`, `thumb`. */
    fullKey: text('full_key').notNull(),
    cardKey: text('card_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /** Stored bytes of the three variants together: the member's quota counts them. */
    bytes: integer('bytes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_listing_idx').on(table.listingId, table.position),
    index('media_owner_idx').on(table.ownerId),
  ],
);

/**
 * A message to a member: from the contact form (a visitor's name and e-mail) or from another
 * member (`senderId`). The database is the source of truth; realtime only pushes (docs/architecture.md §5).
 */
export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    listingId: text('listing_id').references(() => listing.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('message_recipient_idx').on(table.siteId, table.recipientId, table.createdAt)],
);
