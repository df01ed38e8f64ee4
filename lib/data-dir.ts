import { resolve } from 'node:path';

/** Where local state lives (embedded database, mail outbox, uploads): DATA_DIR or ./.data. */
export function dataDir(): string {
  // Chosen at run time: keep the bundler from tracing the whole project into the server output.
  return resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || '.data');
}
