import 'server-only';
import { getDb } from '@/lib/db/client';
import { getStorage } from '@/lib/storage';
import { deleteUnattachedMedia } from './cleanup';

const FIRST_RUN_AFTER_MS = 60 * 1000;
const RUN_EVERY_MS = 60 * 60 * 1000;

let scheduled = false;

/**
 * instrumentation.ts: deletes unattached uploads a minute after the server starts and every hour
 * after. Every instance runs it; each row is deleted by exactly one of them. `next build` loads
 * instrumentation too and must not start timers.
 */
export function scheduleMediaCleanup(): void {
  if (scheduled || process.env.NEXT_PHASE === 'phase-production-build') return;
  scheduled = true;
  const run = () =>
    deleteUnattachedMedia(getDb(), getStorage()).then(
      (count) => {
        if (count) console.log(`[media] deleted ${count} uploads no listing took`);
      },
      (error: unknown) =>
        console.error('[media] cleanup failed:', error instanceof Error ? error.message : error),
    );
  setTimeout(run, FIRST_RUN_AFTER_MS).unref();
  setInterval(run, RUN_EVERY_MS).unref();
}
