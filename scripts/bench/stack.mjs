// Starts the production stack for a benchmark on loopback: embedded PostgreSQL, migrations and
// demo accounts, a build when needed, then the production server (server/main.ts). Returns the
// origin, the database URL and stop().
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { needsBuild, recordBuild } from '../lib/build-stamp.mjs';
import { freePort, startEmbeddedPostgres } from '../lib/embedded-postgres.mjs';
import { DB_SETUP_ARGS } from '../lib/dev-defaults.mjs';
import { productionStackEnv } from '../lib/stack-env.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

export async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'multisite-bench-'));
  spawnSync('chmod', ['755', dataDir]);
  const database = await startEmbeddedPostgres({ dataDir, log: () => {} });
  const port = await freePort();
  const env = productionStackEnv({
    port,
    dataDir,
    databaseUrl: database.url,
    secret: 'bench-secret-0123456789abcdefghijklmnop',
  });
  if (spawnSync('npx', DB_SETUP_ARGS, { cwd: root, env, stdio: 'ignore' }).status !== 0)
    throw new Error('db setup failed');
  if (needsBuild(root, env)) {
    console.error('[bench] building…');
    if (spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'ignore' }).status !== 0)
      throw new Error('build failed');
    recordBuild(root, env);
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`${origin}/en/not-authorized`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  let stopped = false;
  return {
    origin,
    env,
    databaseUrl: database.url,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
