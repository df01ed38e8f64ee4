// Lints the self-hosted deployment files (docker cannot run here) and keeps docs/deploy.md's
// environment table complete: every variable the code, compose.yaml or .env.example uses is in it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (path: string) => readFileSync(path, 'utf8');
// Set by the runtime, a debug switch, and the test tools' own (README).
const NOT_DEPLOYMENT_SETTINGS = new Set([
  'NODE_ENV',
  'NEXT_PHASE',
  'NEXT_RUNTIME',
  'NEXT_PUBLIC_COOKIE_BANNER_DEBUG',
  'NGINX_PATH',
  'REDIS_SERVER_PATH',
]);

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

function variablesReadByCode(): Set<string> {
  const roots = [
    'lib',
    'realtime',
    'app',
    'components',
    'middleware.ts',
    'next.config.mjs',
    'scripts/start.mjs',
    'scripts/db-setup.ts',
    'scripts/lib',
  ];
  const names = new Set<string>();
  for (const file of roots.flatMap(sourceFiles).filter((name) => /\.(ts|tsx|mjs)$/.test(name))) {
    for (const match of read(file).matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)/g))
      names.add(match[1]!);
  }
  // The zod schemas of the environment name their variables as object keys.
  for (const file of ['lib/env/server-schema.ts', 'realtime/config.ts']) {
    for (const match of read(file).matchAll(/^\s+([A-Z][A-Z0-9_]+): /gm)) names.add(match[1]!);
  }
  return names;
}

const documented = new Set(
  [...read('docs/deploy.md').matchAll(/^\|([^|]+)\|/gm)].flatMap((row) =>
    [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
  ),
);

describe('deployment files', () => {
  it('has a Dockerfile without lint findings', () => {
    expect(
      validate(read('Dockerfile')).map(
        (finding) => `line ${finding.range.start.line + 1}: ${finding.message}`,
      ),
    ).toEqual([]);
  });

  it('keeps local data, secrets and build output out of the image, and copies only what exists', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const path of ['.data', '.env', 'node_modules', '.next', '.git']) expect(ignored).toContain(path);
    // What the image copies must exist: from the repository, or from the build stage's copy of it
    // (whose node_modules and .next the build stage makes itself).
    for (const [, flags = '', args] of read('Dockerfile').matchAll(/^COPY ((?:--\S+ )*)(.+)$/gm)) {
      const sources = args!.split(/\s+/).slice(0, -1);
      const fromBuild = flags.includes('--from=build');
      for (const source of sources.map((path) => (fromBuild ? path.replace(/^\/app\/?/, '') || '.' : path)))
        if (!/^(node_modules|\.next)(\/|$)/.test(source))
          expect(existsSync(source), `COPY ${source}`).toBe(true);
    }
  });

  it('has a compose file whose services are all built or pulled, and whose app waits for a healthy database', () => {
    const compose = parse(read('compose.yaml')) as {
      services: Record<string, { build?: string; image?: string; depends_on?: unknown }>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'proxy', 'realtime', 'redis']);
    for (const service of Object.values(compose.services))
      expect(Boolean(service.build) !== Boolean(service.image)).toBe(true);
    expect(compose.services.app?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('documents every environment variable the code reads', () => {
    const missing = [...variablesReadByCode()].filter(
      (name) => !NOT_DEPLOYMENT_SETTINGS.has(name) && !documented.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('documents every variable of compose.yaml and .env.example', () => {
    const inCompose = [...read('compose.yaml').matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    const inExample = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
    const composeOnly = new Set(['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB']);
    expect(
      [...inCompose, ...inExample].filter((name) => !composeOnly.has(name) && !documented.has(name)),
    ).toEqual([]);
  });
});
