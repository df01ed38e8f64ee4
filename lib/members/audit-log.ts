import 'server-only';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import { auditLog, user } from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { memberSiteOf } from '@/lib/auth/membership';
import type { SiteId } from '@/sites';

import { AUDIT_ACTIONS, type AuditAction } from './audit-log-actions';

export interface AuditEntry {
  siteId: SiteId;
  actorId: string;
  targetId?: string;
  action: AuditAction;
  /** The state before and after the change, and what else it did. */
  details: Record<string, unknown>;
}

/** Written on the site that owns the members, so the local and real-estate sites share one log. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: newId(),
    siteId: memberSiteOf(entry.siteId),
    actorId: entry.actorId,
    targetId: entry.targetId ?? null,
    action: entry.action,
    details: entry.details,
  });
}

export interface AuditRow {
  id: string;
  action: AuditAction;
  actorName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

const AUDIT_TRAIL_LIMIT = 50;

/** The newest audit rows of this site that `where` selects, with who made each change. */
async function auditRows(db: Database, siteId: SiteId, where: SQL): Promise<AuditRow[]> {
  const actor = alias(user, 'actor');
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: actor.name,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(and(eq(auditLog.siteId, memberSiteOf(siteId)), where))
    .orderBy(desc(auditLog.createdAt))
    .limit(AUDIT_TRAIL_LIMIT);
  return rows.flatMap((row) =>
    (AUDIT_ACTIONS as readonly string[]).includes(row.action)
      ? [{ ...row, action: row.action as AuditAction, createdAt: row.createdAt.toISOString() }]
      : [],
  );
}

/** The changes admins made to one member on this site. */
export const auditTrailOf = (db: Database, siteId: SiteId, targetId: string) =>
  auditRows(db, siteId, eq(auditLog.targetId, targetId));

/** The changes to this site's permission table. */
export const permissionHistoryOf = (db: Database, siteId: SiteId) =>
  auditRows(db, siteId, inArray(auditLog.action, ['permissions.update', 'permissions.reset']));
