import 'server-only';
import type { Auth } from '@/lib/auth/auth';
import { DEMO_PASSWORD } from '@/lib/auth/constants';
import { seedDemoAccounts } from '@/lib/auth/seed';
import { seedDemoContent, type DemoSeedOptions } from '@/lib/demo/seed-demo-content';
import type { ServerEnv } from '@/lib/env/server-schema';
import type { Database } from './client';
import { runMigrations } from './migrate';

export interface SetupOptions {
  /** Created only when accounts are to be seeded. */
  auth: () => Auth;
  log?: (line: string) => void;
  /** Where demo photos go and the time demo content is dated from (tests). */
  demo?: Pick<DemoSeedOptions, 'storage' | 'now'>;
}

/**
 * What the launcher runs before the app starts (scripts/db-setup.ts): the migrations, then the
 * demo accounts and the demo content when their switches are on (README "Configuration": the
 * launcher turns both on for the embedded database; with your own DATABASE_URL neither is).
 * Demo content needs the demo accounts, so it seeds them as well.
 */
export async function setupDatabase(
  db: Database,
  env: Pick<ServerEnv, 'SEED_DEMO_ACCOUNTS' | 'SEED_DEMO_CONTENT'>,
  { auth, log = console.log, demo = {} }: SetupOptions,
): Promise<void> {
  await runMigrations(db);
  log('[db] migrations applied');
  if (env.SEED_DEMO_ACCOUNTS || env.SEED_DEMO_CONTENT) {
    const created = await seedDemoAccounts(db, auth());
    if (created.length) {
      log(`[db] seeded ${created.length} demo accounts, password "${DEMO_PASSWORD}" (see README):`);
      log(
        '     admin@<site>.test (admin, internal + admin2), member@<site>.test (internal), viewer@<site>.test (no scope)',
      );
      log(
        '     e.g. admin@local.test on http://localhost:3000, member@bond.test on http://bond.localhost:3000',
      );
    }
  }
  if (env.SEED_DEMO_CONTENT) {
    const started = performance.now();
    const results = await seedDemoContent(db, { ...demo, log });
    const seeded = results.filter((result) => result.seeded).length;
    if (seeded)
      log(
        `[demo] demo content on ${seeded} sites in ${((performance.now() - started) / 1000).toFixed(1)} s (SEED_DEMO_CONTENT=0 turns it off)`,
      );
  }
}
