import { resolve } from 'node:path';
import { serverEnv } from '@/lib/env/server';

/** Where local state lives (embedded database, mail outbox, uploads): DATA_DIR or ./.data. */
export function dataDir(): string {
  // Chosen at run time: keep the bundler from tracing the whole project into the server output.
  return resolve(/* turbopackIgnore: true */ serverEnv().DATA_DIR);
}
