import { randomBytes } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { afterAll, inject } from 'vitest';
import { getAuth } from '@/lib/auth/auth';
import { createDatabase, getDb, type Database } from '@/lib/db/client';
import { runMigrations } from '@/lib/db/migrate';

/** A new, migrated database for the calling test file; dropped when the file is done. */
export async function freshDatabase() {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString(), 4);
  await runMigrations(handle.db);
  afterAll(async () => {
    await handle.pool.end();
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  return { ...handle, url: url.toString() };
}

/**
 * A fresh database that the app's own modules open (getDb(), getAuth()): server actions reach the
 * database only through them, so DATABASE_URL points there before their first call.
 */
export async function freshAppDatabase() {
  const { url } = await freshDatabase();
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  // Registered after freshDatabase's drop: runs before it.
  afterAll(async () => {
    // drizzle keeps its pool as $client, which the app's Database type leaves out.
    await (getDb() as Database & { $client: Pool }).$client.end();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  });
  return { db: getDb(), auth: getAuth() };
}
