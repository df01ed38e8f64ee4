import 'server-only';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the generated SQL migrations in drizzle/ (idempotent). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}
