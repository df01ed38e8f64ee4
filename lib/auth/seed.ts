import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { SITE_IDS, type SiteId } from '@/sites';
import type { Auth } from './auth';
import { DEMO_PASSWORD } from './constants';
import { setMembership, type Membership } from './membership';

interface SeedAccount {
  siteId: SiteId;
  email: string;
  name: string;
  membership: Membership;
}

/** Per site: an admin (internal + admin2), a member (internal) and a viewer without scopes. */
export function seedAccounts(): SeedAccount[] {
  return SITE_IDS.flatMap((siteId) => [
    {
      siteId,
      email: `admin@${siteId}.test`,
      name: `Admin ${siteId}`,
      membership: { roles: ['admin'], scopes: ['internal', 'admin2'] },
    },
    {
      siteId,
      email: `member@${siteId}.test`,
      name: `Member ${siteId}`,
      membership: { roles: ['member'], scopes: ['internal'] },
    },
    {
      siteId,
      email: `viewer@${siteId}.test`,
      name: `Viewer ${siteId}`,
      membership: { roles: ['member'], scopes: [] },
    },
  ]);
}

/** Creates the seed accounts that do not exist yet; returns the ones it created. */
export async function seedDemoAccounts(db: Database, auth: Auth): Promise<SeedAccount[]> {
  const created: SeedAccount[] = [];
  for (const account of seedAccounts()) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    let userId = existing?.id;
    if (!userId) {
      const result = await auth.api.signUpEmail({
        body: { name: account.name, email: account.email, password: DEMO_PASSWORD },
      });
      userId = result.user.id;
      created.push(account);
    }
    await setMembership(db, userId, account.siteId, account.membership);
  }
  return created;
}
