// `npm run media:cleanup`: deletes the uploads no listing took (lib/media/cleanup.ts) once, on
// DATABASE_URL and the configured storage. The app's own server does it every hour; a serverless
// deployment runs this on a schedule instead (docs/deploy.md, "Path A").
import { createDatabase } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { deleteUnattachedMedia } from '@/lib/media/cleanup';
import { getStorage } from '@/lib/storage';

async function main() {
  const url = serverEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const { db, pool } = createDatabase(url, 2);
  try {
    const count = await deleteUnattachedMedia(db, getStorage());
    console.log(`[media] deleted ${count} uploads no listing took`);
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error('[media] cleanup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
