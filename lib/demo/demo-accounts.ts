import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { SITE_IDS, SITES, type SiteId } from '@/sites';

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

/** The seeded accounts of one site (lib/auth/seed.ts): they own the demo offers and talk to each other. */
export interface DemoGroup {
  siteId: SiteId;
  admin: DemoPerson;
  member: DemoPerson;
  viewer: DemoPerson | null;
}

/** The sites whose listings live under this scope: the scope itself, and the local site for real estate. */
function sitesSharing(scope: SiteId): SiteId[] {
  return SITE_IDS.filter((id) => listingScope(SITES[id]) === scope).sort((a, b) =>
    a === scope ? -1 : b === scope ? 1 : a.localeCompare(b),
  );
}

/** The demo accounts of every site sharing the scope, the scope's own first; empty when they were never seeded. */
export async function demoGroupsOf(db: Database, scope: SiteId): Promise<DemoGroup[]> {
  const sites = sitesSharing(scope);
  const emails = sites.flatMap((id) => ['admin', 'member', 'viewer'].map((role) => `${role}@${id}.test`));
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return sites.flatMap((siteId) => {
    const admin = byEmail.get(`admin@${siteId}.test`);
    const member = byEmail.get(`member@${siteId}.test`);
    return admin && member
      ? [{ siteId, admin, member, viewer: byEmail.get(`viewer@${siteId}.test`) ?? null }]
      : [];
  });
}
