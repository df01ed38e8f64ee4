/** The database schema: better-auth's tables and memberships, listings, media and messages, the app's abuse counters. */
export * from './schema-auth';
export * from './schema-listings';
export * from './schema-rate-limit';
