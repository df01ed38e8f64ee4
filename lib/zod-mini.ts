import { config } from 'zod/mini';

/*
 * The zod of the schemas that forms share with the server (lib/validation, listing and contact
 * schemas). zod/mini is tree-shakable: a form ships the parts its schema calls, where classic zod
 * (lib/zod.ts) cannot be split and ships all of itself (docs/architecture.md §8 budgets). Only the functions
 * listed here are re-exported, so `import * as z` stays small whatever the bundler.
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
