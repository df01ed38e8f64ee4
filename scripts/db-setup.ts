// Run by the launcher before the app starts: apply migrations, then seed the demo accounts and the
// demo content when allowed (lib/db/setup.ts; the launcher allows both on the embedded database).
import { createAuth } from '@/lib/auth/auth';
import { createDatabase } from '@/lib/db/client';
import { setupDatabase } from '@/lib/db/setup';
import { serverEnv } from '@/lib/env/server';

async function main() {
  const env = serverEnv();
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const { db, pool } = createDatabase(url, 2);
  try {
    await setupDatabase(db, env, { auth: () => createAuth(db) });
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error('[db] setup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
