import 'server-only';
import {
  hasCustomPermissions,
  readSitePermissions,
  resetSitePermissions,
  saveSitePermissions,
} from '@/lib/auth/site-permissions';
import {
  DEFAULT_PERMISSIONS,
  EDITABLE_HOLDERS,
  inRegistryOrder,
  PERMISSION_KEYS,
  type PermissionMapping,
} from '@/lib/auth/permission-registry';
import type { Database } from '@/lib/db/client';
import type { SiteId } from '@/sites';
import { recordAudit } from './audit-log';

/** In the registry's order, so the stored rows and audit details read the same way every time. */
function normalized(mapping: PermissionMapping): PermissionMapping {
  const result = { ...mapping };
  for (const holder of EDITABLE_HOLDERS) result[holder] = inRegistryOrder(PERMISSION_KEYS, mapping[holder]);
  return result;
}

const sameMapping = (a: PermissionMapping, b: PermissionMapping) => JSON.stringify(a) === JSON.stringify(b);

/** Stores the site's role and scope → permission matrix, audited; nothing is written when it is unchanged. */
export async function updatePermissions(
  db: Database,
  siteId: SiteId,
  actorId: string,
  mapping: PermissionMapping,
): Promise<void> {
  const before = normalized(await readSitePermissions(db, siteId));
  const after = normalized(mapping);
  if (sameMapping(before, after)) return;
  await saveSitePermissions(db, siteId, after);
  await recordAudit(db, { siteId, actorId, action: 'permissions.update', details: { before, after } });
}

/** Back to the built-in mapping, audited. */
export async function resetPermissions(db: Database, siteId: SiteId, actorId: string): Promise<void> {
  if (!(await hasCustomPermissions(db, siteId))) return;
  const before = normalized(await readSitePermissions(db, siteId));
  await resetSitePermissions(db, siteId);
  await recordAudit(db, {
    siteId,
    actorId,
    action: 'permissions.reset',
    details: { before, after: normalized(DEFAULT_PERMISSIONS) },
  });
}
