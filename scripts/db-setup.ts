// Run by the launcher before the app starts: apply migrations, then seed the demo accounts when
// allowed (always on the embedded database; with DATABASE_URL only if SEED_DEMO_ACCOUNTS=1).
import { createAuth } from '@/lib/auth/auth';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { seedDemoAccounts } from '@/lib/auth/seed';
import { createDatabase } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { runMigrations } from '@/lib/db/migrate';

async function main() {
  const env = serverEnv();
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const { db, pool } = createDatabase(url, 2);
  try {
    await runMigrations(db);
    console.log('[db] migrations applied');
    if (env.SEED_DEMO_ACCOUNTS) {
      const created = await seedDemoAccounts(db, createAuth(db));
      if (created.length) {
        console.log(`[db] seeded ${created.length} demo accounts, password "${DEMO_PASSWORD}" (see README):`);
        console.log(
          '     admin@<site>.test (admin, internal + admin2), member@<site>.test (internal), viewer@<site>.test (no scope)',
        );
        console.log(
          '     e.g. admin@local.test on http://localhost:3000, member@bond.test on http://bond.localhost:3000',
        );
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error('[db] setup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
