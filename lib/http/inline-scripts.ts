import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i;
/** Types a browser runs; data blocks (JSON-LD, JSON) are not scripts for the CSP. */
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources (`'sha256-…'`) of a document's inline scripts, in order, without repeats.
 * The browser hashes a script's text as written (a script's text is never entity-decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
