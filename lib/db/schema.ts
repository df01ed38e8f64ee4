/** The database schema: better-auth's tables and memberships, then listings, media and messages. */
export * from './schema-auth';
export * from './schema-listings';
