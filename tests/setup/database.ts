import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module shared with the launcher
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * docs/architecture.md §9: one real PostgreSQL for the whole run (the embedded server, or DATABASE_URL when
 * set, e.g. Debian's postgresql); each test file then creates a fresh database in it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'multisite-test-db-'));
  chmodSync(dir, 0o755); // the server runs as the `postgres` user when tests run as root
  const server = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
  project.provide('databaseAdminUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
