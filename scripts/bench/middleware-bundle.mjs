// The Edge middleware bundle (DESIGN §8: ≤ 170 KB raw): the bytes of the chunks that
// .next/server/middleware-manifest.json lists for the middleware, wasm and assets included.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Raw bytes of the built middleware in the build directory `dir` (e.g. `.next`). */
export function middlewareBundleBytes(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'server', 'middleware-manifest.json'), 'utf8'));
  const files = new Set();
  for (const entry of Object.values(manifest.middleware ?? {})) {
    for (const file of entry.files ?? []) files.add(file);
    for (const { filePath } of [...(entry.wasm ?? []), ...(entry.assets ?? [])]) files.add(filePath);
  }
  let bytes = 0;
  for (const file of files) bytes += statSync(join(dir, file)).size;
  return bytes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${(middlewareBundleBytes(process.argv[2] || '.next') / 1024).toFixed(1)} KB`);
}
