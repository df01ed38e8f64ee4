import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { sitePermission } from '@/lib/db/schema';
import type { SiteId } from '@/sites';
import { memberSiteOf } from './membership';
import {
  DEFAULT_PERMISSIONS,
  EDITABLE_HOLDERS,
  isEditableHolder,
  isPermissionKey,
  type EditableHolder,
  type PermissionKey,
  type PermissionMapping,
} from './permission-registry';

/**
 * How long an app instance trusts the mapping it read. An edit clears this instance's copy at
 * once; other instances see it within this time (docs/architecture.md §4).
 */
export const SITE_PERMISSIONS_TTL_MS = 5_000;

type CachedMapping = { mapping: PermissionMapping; loadedAt: number };
// On globalThis: the server actions that edit a table and the pages that read it may be bundled
// apart, and the edit must clear the one copy this process holds.
const globalForPermissions = globalThis as typeof globalThis & {
  __sitePermissions?: Map<SiteId, CachedMapping>;
};
const cache = (globalForPermissions.__sitePermissions ??= new Map());

/** The stored rows over the defaults: a holder with a row gets exactly its row's keys. */
function mappingFrom(rows: { holder: string; permissions: string[] }[]): PermissionMapping {
  const mapping: Record<EditableHolder, readonly PermissionKey[]> = { ...DEFAULT_PERMISSIONS };
  for (const row of rows)
    if (isEditableHolder(row.holder)) mapping[row.holder] = row.permissions.filter(isPermissionKey);
  return mapping;
}

/** Whether the site has its own table (stored rows) instead of the built-in one. */
export async function hasCustomPermissions(db: Database, siteId: SiteId): Promise<boolean> {
  const rows = await db
    .select({ holder: sitePermission.holder })
    .from(sitePermission)
    .where(eq(sitePermission.siteId, memberSiteOf(siteId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The role and scope → permission mapping that rules a site, as stored now: the one of the site
 * owning its members (the local site is ruled by real-estate's, as its memberships are).
 */
export async function readSitePermissions(db: Database, siteId: SiteId): Promise<PermissionMapping> {
  const rows = await db
    .select({ holder: sitePermission.holder, permissions: sitePermission.permissions })
    .from(sitePermission)
    .where(eq(sitePermission.siteId, memberSiteOf(siteId)));
  return mappingFrom(rows);
}

/** The mapping every request builds its abilities from: read at most once per TTL per instance. */
export async function sitePermissions(
  db: Database,
  siteId: SiteId,
  now = Date.now(),
): Promise<PermissionMapping> {
  const owner = memberSiteOf(siteId);
  const cached = cache.get(owner);
  if (cached && now - cached.loadedAt < SITE_PERMISSIONS_TTL_MS) return cached.mapping;
  const mapping = await readSitePermissions(db, owner);
  cache.set(owner, { mapping, loadedAt: now });
  return mapping;
}

/** Stores the whole mapping of a site (one row per editable holder). */
export async function saveSitePermissions(
  db: Database,
  siteId: SiteId,
  mapping: PermissionMapping,
): Promise<void> {
  const owner = memberSiteOf(siteId);
  const now = new Date();
  await db
    .insert(sitePermission)
    .values(
      EDITABLE_HOLDERS.map((holder) => ({
        siteId: owner,
        holder,
        permissions: [...mapping[holder]],
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [sitePermission.siteId, sitePermission.holder],
      set: { permissions: sql`excluded.permissions`, updatedAt: now },
    });
  cache.delete(owner);
}

/** Back to the built-in defaults: the site's rows go. */
export async function resetSitePermissions(db: Database, siteId: SiteId): Promise<void> {
  const owner = memberSiteOf(siteId);
  await db.delete(sitePermission).where(eq(sitePermission.siteId, owner));
  cache.delete(owner);
}
