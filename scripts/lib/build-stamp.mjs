// Decides whether `npm start` must rebuild: sources newer than the last build, or build-time
// settings changed since then.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'sites',
  'messages',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
];
const BUILD_ENV_KEYS = [
  'SITE_URL_TEMPLATE',
  'PRODUCT_NAME',
  'NEXT_PUBLIC_TIME_ZONE',
  'NEXT_PUBLIC_COOKIE_BANNER_DEBUG',
  'INSECURE_COOKIES',
  'NEXT_OUTPUT',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const stampOf = (env) => JSON.stringify(BUILD_ENV_KEYS.map((key) => env[key] ?? ''));

export function needsBuild(root, env) {
  const buildId = join(root, '.next', 'BUILD_ID');
  const stampFile = join(root, '.next', 'launcher-env.json');
  if (!existsSync(buildId) || !existsSync(stampFile)) return true;
  if (readFileSync(stampFile, 'utf8') !== stampOf(env)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export function recordBuild(root, env) {
  writeFileSync(join(root, '.next', 'launcher-env.json'), stampOf(env));
}
