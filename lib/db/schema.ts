/**
 * The database schema: better-auth's tables and memberships, listings, media and messages, calls,
 * member profiles, permissions and the audit log, the app's abuse counters.
 */
export * from './schema-auth';
export * from './schema-listings';
export * from './schema-rate-limit';
export * from './schema-calls';
export * from './schema-members';
