/**
 * The database schema: better-auth's tables and memberships, listings, media and messages, calls,
 * member profiles, permissions and the audit log, the app's abuse counters, and the admin apps' own
 * rows (mailbox flags and labels, calendar, kanban, invoices, shop, fleet, academy).
 */
export * from './schema-auth';
export * from './schema-listings';
export * from './schema-rate-limit';
export * from './schema-calls';
export * from './schema-members';
export * from './schema-mail';
export * from './schema-calendar';
export * from './schema-kanban';
export * from './schema-invoices';
export * from './schema-shop';
export * from './schema-fleet';
export * from './schema-academy';
