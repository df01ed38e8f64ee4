// `npm run db:demo [-- site…]`: the demo accounts and demo content (lib/demo) on DATABASE_URL, for
// every site or the ones named, on demand. Sites that already have listings are left as they are.
import { createAuth } from '@/lib/auth/auth';
import { seedDemoAccounts } from '@/lib/auth/seed';
import { createDatabase } from '@/lib/db/client';
import { seedDemoContent } from '@/lib/demo/seed-demo-content';
import { serverEnv } from '@/lib/env/server';
import { isSiteId } from '@/sites';

async function main() {
  const url = serverEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isSiteId(name));
  if (unknown.length) throw new Error(`unknown site ${unknown.join(', ')}`);
  const { db, pool } = createDatabase(url, 2);
  try {
    await seedDemoAccounts(db, createAuth(db));
    await seedDemoContent(db, { sites: names.length ? names.filter(isSiteId) : undefined, log: console.log });
  } finally {
    await pool.end();
  }
}

main().catch((error) => {
  console.error('[demo] seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
