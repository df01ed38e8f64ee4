import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { serverEnv } from '@/lib/env/server';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

interface DbHandle {
  pool: Pool;
  db: Database;
}

const globalForDb = globalThis as typeof globalThis & { __db?: DbHandle };

/*
 * DATABASE_CONNECT_TIMEOUT_MS: a request waits this long for a free connection before it fails with the error page. Long enough
 * to ride out a burst that keeps every connection busy; a database that is down fails at once anyway.
 */
export function createDatabase(url: string, max = serverEnv().DATABASE_POOL_SIZE): DbHandle {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: serverEnv().DATABASE_CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return { pool, db: drizzle(pool, { schema }) };
}

/** The app's one pool (DATABASE_URL), created on first use and kept across hot reloads. */
export function getDb(): Database {
  if (!globalForDb.__db) {
    const url = serverEnv().DATABASE_URL;
    if (!url)
      throw new Error(
        'DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database.',
      );
    globalForDb.__db = createDatabase(url);
  }
  return globalForDb.__db.db;
}
