#!/usr/bin/env node
// After `next build`: the Edge middleware must stay small and carry no site wording (docs/architecture.md §1).
// Sums the raw size of the middleware's chunk files (no source maps) listed in
// .next/server/middleware-manifest.json and looks for the sites' English hero titles and taglines.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS } from './bench/budgets.mjs';
import { middlewareFiles } from './lib/middleware-bundle.mjs';

const MIDDLEWARE_BUDGET_BYTES = BUDGETS.middlewareBundle.max * 1000;

const root = process.cwd();
const distDir = join(root, '.next');

/** Distinctive pieces of each site's wording: the longest plain-ASCII run of its title and tagline. */
function wordingSamples() {
  const { Sites } = JSON.parse(readFileSync(join(root, 'messages', 'en.json'), 'utf8'));
  return Object.entries(Sites)
    .flatMap(([id, wording]) =>
      [wording.heroTitle, wording.tagline].map((text) => {
        const longest = text
          .split(/\{\w+\}|[^\x20-\x7e]/)
          .sort((a, b) => b.length - a.length)[0]
          .trim();
        return { id, text: longest };
      }),
    )
    .filter((sample) => sample.text.length >= 12);
}

const files = middlewareFiles(distDir);
const sources = files.map((file) => ({
  file,
  size: statSync(join(distDir, file)).size,
  text: readFileSync(join(distDir, file), 'utf8'),
}));
const total = sources.reduce((sum, source) => sum + source.size, 0);
const leaks = wordingSamples().filter((sample) =>
  sources.some((source) => source.text.includes(sample.text)),
);

for (const source of sources) console.log(`  ${String(source.size).padStart(9)}  ${source.file}`);
console.log(
  `[middleware] ${total} bytes (${(total / 1000).toFixed(1)} kB) in ${files.length} files; budget ${MIDDLEWARE_BUDGET_BYTES / 1000} kB`,
);

let failed = false;
if (total > MIDDLEWARE_BUDGET_BYTES) {
  console.error(`[middleware] over budget by ${total - MIDDLEWARE_BUDGET_BYTES} bytes`);
  failed = true;
}
if (leaks.length) {
  console.error(
    `[middleware] site wording leaked into the Edge bundle (import the host table sites/hosts.ts, not the wording):`,
  );
  for (const leak of leaks) console.error(`  ${leak.id}: "${leak.text}"`);
  failed = true;
}
process.exit(failed ? 1 : 0);
