import { config } from 'zod/mini';

/*
 * The zod of the schemas that forms share with the server (lib/validation, listing and contact
 * schemas). zod/mini is tree-shakable: a form ships the functions its schema calls (≈ 10 KB gzip),
 * where classic zod (lib/zod.ts) ships all of itself (≈ 100 KB, DESIGN §8 budgets). Only the
 * functions listed here are re-exported, so `import * as z` stays small in every bundler.
 */

// The pages' CSP has no 'unsafe-eval' (lib/http/security-headers.mjs): in the browser, zod must
// not compile its parsers with `new Function`, nor probe whether it may (the CSP reports the probe).
// Servers keep the compiled parsers.
config({ jitless: typeof window !== 'undefined' });

export {
  array,
  boolean,
  email,
  enum,
  extend,
  maxLength,
  minLength,
  object,
  optional,
  overwrite,
  refine,
  regex,
  string,
  toLowerCase,
  trim,
} from 'zod/mini';
export type { infer } from 'zod/mini';
