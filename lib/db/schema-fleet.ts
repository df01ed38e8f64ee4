import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const VEHICLE_STATUSES = ['on-route', 'idle', 'loading', 'maintenance'] as const;

/** A point on the fleet map: longitude and latitude in degrees. */
export type GeoPoint = readonly [lng: number, lat: number];

/**
 * A vehicle of the site's fleet (docs/architecture.md §3): its last position and the route it is on,
 * drawn on a map with no tile server.
 */
export const vehicle = pgTable(
  'vehicle',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    plate: text('plate').notNull(),
    kind: text('kind').notNull().default('van'),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('idle'),
    driverName: text('driver_name').notNull().default(''),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    origin: text('origin').notNull().default(''),
    destination: text('destination').notNull().default(''),
    /** The route's points, origin first. */
    route: jsonb('route').$type<GeoPoint[]>().notNull().default([]),
    /** Percent of the route done. */
    progress: integer('progress').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_site_idx').on(table.siteId)],
);
