#!/usr/bin/env node
// The launcher behind `npm start` (and `npm run dev`): embedded PostgreSQL when DATABASE_URL is
// unset, the LiveKit SFU when LIVEKIT_URL is unset and it is installed → migrations → first-run
// seed → build when sources changed → the app and the realtime server. Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { needsBuild, recordBuild } from './lib/build-stamp.mjs';
import { applyDevDefaults, DB_SETUP_ARGS } from './lib/dev-defaults.mjs';
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs';
import { hasLiveKit, LIVEKIT_DEFAULT_PORT, NO_LIVEKIT_NOTICE, startLiveKit } from './lib/livekit.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';
const dataDir = resolve(root, process.env.DATA_DIR || '.data');
// A new database (the e2e runs): Next's data cache and the pages it regenerated hold the old
// database's offers, so they go too and the app is built again.
const fresh = process.argv.includes('--fresh');
if (fresh) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
}
mkdirSync(dataDir, { recursive: true });

function persistentSecret(name) {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NEXT_TELEMETRY_DISABLED: '1',
  // Links between the sites point at {id}.localhost unless the operator configured real domains.
  SITE_URL_TEMPLATE: process.env.SITE_URL_TEMPLATE || `http://{id}.localhost:${port}`,
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || persistentSecret('auth.secret'),
  // The app pushes to the realtime server with this secret; both processes get it.
  REALTIME_INTERNAL_SECRET: process.env.REALTIME_INTERNAL_SECRET || persistentSecret('realtime.secret'),
  REALTIME_PORT: process.env.REALTIME_PORT || '3001',
};
const children = new Set();
// docs/architecture.md §6: the SFU runs here unless LIVEKIT_URL points at one elsewhere.
if (!process.env.LIVEKIT_URL) {
  if (hasLiveKit(root)) {
    const port = Number(process.env.LIVEKIT_PORT || LIVEKIT_DEFAULT_PORT);
    // Its webhooks go to this app on loopback: the call log (docs/architecture.md §6).
    const webhookUrl = `http://localhost:${env.PORT}/api/livekit/webhook`;
    const liveKit = await startLiveKit({ root, port, logFile: join(dataDir, 'livekit.log'), webhookUrl });
    children.add(liveKit.process);
    env.LIVEKIT_URL = liveKit.url;
    console.log(`[start] LiveKit SFU (dev mode) on ${liveKit.url}; its log: ${join(dataDir, 'livekit.log')}`);
  } else console.log(NO_LIVEKIT_NOTICE);
}
// The app has no development fallbacks: LiveKit's dev SFU values and the mail outbox come from here.
applyDevDefaults(env);
env.JWKS_URL ||= `http://127.0.0.1:${port}/api/auth/jwks`;
// Browsers reach it on the page's own host name (bond.localhost…): loopback, like the app, unless
// HOST opens the app to the network, and then on every interface as well.
env.REALTIME_HOST ||= process.env.HOST ? '::' : '127.0.0.1';

let database = null;
if (!process.env.DATABASE_URL) {
  database = await startEmbeddedPostgres({ dataDir, log: console.log });
  env.DATABASE_URL = database.url;
  env.SEED_DEMO_ACCOUNTS ??= '1';
  // A living marketplace on first start: demo offers, conversations and calls for those accounts
  // (lib/demo), unless SEED_DEMO_CONTENT says otherwise or the demo accounts were turned off.
  env.SEED_DEMO_CONTENT ??= env.SEED_DEMO_ACCOUNTS;
  // The embedded default serves plain http on loopback: session cookies cannot be Secure there.
  env.INSECURE_COOKIES ??= '1';
  console.log('[start] embedded PostgreSQL on 127.0.0.1:' + database.port);
}

async function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  if (database) await database.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

if (run('npx', DB_SETUP_ARGS) !== 0) await shutdown(1);

if (!dev && (fresh || needsBuild(root, env))) {
  console.log('[start] building the app (first start, a fresh database or sources changed)…');
  if (run('npx', ['next', 'build']) !== 0) await shutdown(1);
  // docs/architecture.md §1: no site wording in the Edge middleware, and a size budget for it.
  if (run('node', ['scripts/check-middleware-bundle.mjs']) !== 0) await shutdown(1);
  recordBuild(root, env);
}

console.log(
  `[start] every site: http://localhost:${port} (real estate), http://bond.localhost:${port}, http://all.localhost:${port} …`,
);
// Production: server/main.ts, which applies the client-address rule before Next sees a request.
// Development: next dev, on loopback unless HOST names an address.
const app = dev
  ? spawn('npx', ['next', 'dev', '-p', port, '-H', process.env.HOST?.split(',')[0] || 'localhost'], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
  : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'inherit' });
children.add(app);
app.on('exit', (code) => shutdown(code ?? 0));

console.log(`[start] realtime server on port ${env.REALTIME_PORT}${env.REDIS_URL ? ' with Redis' : ''}`);
const realtime = spawn('npx', ['tsx', 'realtime/main.ts'], { cwd: root, env, stdio: 'inherit' });
children.add(realtime);
realtime.on('exit', (code) => {
  children.delete(realtime);
  if (code) console.error(`[start] the realtime server stopped (${code}); messages still arrive on reload.`);
});
