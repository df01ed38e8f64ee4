import { resolve } from 'node:path';

/** Where local state lives (embedded database, mail outbox, uploads): DATA_DIR or ./.data. */
export function dataDir(): string {
  return resolve(process.env.DATA_DIR || '.data');
}
