import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';
import { createDatabase } from '@/lib/db/client';
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
