#!/usr/bin/env node
// The launcher behind `npm start`: builds when the sources changed since the last build, then
// serves the production build. Later issues add the embedded database and the realtime server here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.PORT || '3000';
const env = {
  ...process.env,
  PORT: port,
  NEXT_TELEMETRY_DISABLED: '1',
  // Links between the sites point at {id}.localhost unless the operator configured real domains.
  SITE_URL_TEMPLATE: process.env.SITE_URL_TEMPLATE || `http://{id}.localhost:${port}`,
};

const SOURCES = ['app', 'components', 'lib', 'sites', 'messages', 'public', 'middleware.ts', 'next.config.mjs', 'package-lock.json'];
const BUILD_ENV_KEYS = ['SITE_URL_TEMPLATE', 'PRODUCT_NAME', 'NEXT_PUBLIC_TIME_ZONE', 'NEXT_PUBLIC_COOKIE_BANNER_DEBUG'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function needsBuild() {
  const buildId = join(root, '.next', 'BUILD_ID');
  const stampFile = join(root, '.next', 'launcher-env.json');
  if (!existsSync(buildId) || !existsSync(stampFile)) return true;
  const stamp = JSON.stringify(BUILD_ENV_KEYS.map((key) => env[key] ?? ''));
  if (readFileSync(stampFile, 'utf8') !== stamp) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

if (needsBuild()) {
  console.log('[start] building the app (first start or sources changed)…');
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(join(root, '.next', 'launcher-env.json'), JSON.stringify(BUILD_ENV_KEYS.map((key) => env[key] ?? '')));
}

console.log(`[start] serving every site: http://localhost:${port} (real estate), http://bond.localhost:${port}, http://all.localhost:${port} …`);
const server = spawn('npx', ['next', 'start', '-p', port], { cwd: root, env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
