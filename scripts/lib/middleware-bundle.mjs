// The Edge middleware bundle (docs/architecture.md §8: ≤ 170 kB raw): the chunks, wasm and assets that
// .next/server/middleware-manifest.json lists for the middleware. Read by the build check
// (scripts/check-middleware-bundle.mjs) and the bench.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The middleware's files in the build directory `dir` (e.g. `.next`), relative to it. */
export function middlewareFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'server', 'middleware-manifest.json'), 'utf8'));
  const entries = Object.values(manifest.middleware ?? {});
  if (!entries.length)
    throw new Error(
      `no middleware in ${dir}/server/middleware-manifest.json: was middleware.ts built for the Edge?`,
    );
  const files = new Set();
  for (const entry of entries) {
    for (const file of entry.files ?? []) if (!file.endsWith('.map')) files.add(file);
    for (const { filePath } of [...(entry.wasm ?? []), ...(entry.assets ?? [])]) files.add(filePath);
  }
  return [...files];
}

/** Raw bytes of the built middleware in `dir`. */
export function middlewareBundleBytes(dir) {
  return middlewareFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}
