import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getAuth } from '@/lib/auth/auth';
import { memberSiteOf, sitesSharingMembersOf, type Membership } from '@/lib/auth/membership';
import { inRegistryOrder, ROLES, SCOPES } from '@/lib/auth/permission-registry';
import type { Database } from '@/lib/db/client';
import { membership, session } from '@/lib/db/schema';
import { closeMemberSockets } from '@/lib/realtime/publish';
import type { SiteId } from '@/sites';
import { recordAudit } from './audit-log';
import {
  membershipChangeRefusal,
  suspensionRefusal,
  type MemberAdmin,
  type MembershipRefusal,
} from './membership-rules';

/*
 * What a site admin does to a member (docs/architecture.md §4). Each change reads the membership
 * of the site that owns the members under a row lock, applies the rules, and writes the audit row
 * in the same transaction. Actions call these after authorizing the admin.
 */

export class MemberNotFound extends Error {}
export class MemberChangeRefused extends Error {
  constructor(readonly reason: MembershipRefusal) {
    super(reason);
  }
}

interface LockedMembership extends Membership {
  suspendedAt: Date | null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

async function lockMembership(tx: Database, siteId: SiteId, userId: string): Promise<LockedMembership> {
  const [row] = await tx
    .select({ roles: membership.roles, scopes: membership.scopes, suspendedAt: membership.suspendedAt })
    .from(membership)
    .where(and(eq(membership.siteId, memberSiteOf(siteId)), eq(membership.userId, userId)))
    .for('update');
  if (!row) throw new MemberNotFound();
  return {
    roles: inRegistryOrder(ROLES, row.roles),
    scopes: inRegistryOrder(SCOPES, row.scopes),
    suspendedAt: row.suspendedAt,
  };
}

const whereMember = (siteId: SiteId, userId: string) =>
  and(eq(membership.siteId, memberSiteOf(siteId)), eq(membership.userId, userId));

/** Grants exactly these roles and scopes; nothing is written when nothing changes. */
export async function changeMembership(
  db: Database,
  siteId: SiteId,
  actor: MemberAdmin,
  targetId: string,
  value: Membership,
): Promise<void> {
  // In the registry's order, so stored arrays and audit details read the same way every time.
  const after = { roles: inRegistryOrder(ROLES, value.roles), scopes: inRegistryOrder(SCOPES, value.scopes) };
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await lockMembership(tx, siteId, targetId);
    const before = { roles: current.roles, scopes: current.scopes };
    const refusal = membershipChangeRefusal(actor, targetId, before, after);
    if (refusal) throw new MemberChangeRefused(refusal);
    if (sameSet(before.roles, after.roles) && sameSet(before.scopes, after.scopes)) return;
    await tx.update(membership).set(after).where(whereMember(siteId, targetId));
    await recordAudit(tx, {
      siteId,
      actorId: actor.userId,
      targetId,
      action: 'membership.update',
      details: { before, after },
    });
  });
}

/**
 * Ends every session the member has on the sites that share this membership (the local site uses
 * real-estate's): better-auth deletes them, so its session hook closes their sockets, and the
 * realtime server closes the rest and refuses the API tokens they still hold.
 */
async function endMemberSessions(
  db: Database,
  siteId: SiteId,
  userId: string,
): Promise<{ sessionsEnded: number; socketsClosed: boolean }> {
  const sites = sitesSharingMembersOf(siteId);
  const rows = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.userId, userId), inArray(session.siteId, sites)));
  if (rows.length) {
    const auth = await getAuth().$context;
    await auth.internalAdapter.deleteSessions(rows.map((row) => row.token));
  }
  const closed = await Promise.all(sites.map((site) => closeMemberSockets(site, userId)));
  return { sessionsEnded: rows.length, socketsClosed: closed.every(Boolean) };
}

/**
 * Suspends the member on this site: marked first, so no new session can start (lib/auth/auth-guards.ts),
 * then every session and socket they have here ends.
 */
export async function suspendMember(
  db: Database,
  siteId: SiteId,
  actor: MemberAdmin,
  targetId: string,
): Promise<void> {
  const suspended = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await lockMembership(tx, siteId, targetId);
    const refusal = suspensionRefusal(actor, targetId, current);
    if (refusal) throw new MemberChangeRefused(refusal);
    if (current.suspendedAt) return false;
    await tx.update(membership).set({ suspendedAt: new Date() }).where(whereMember(siteId, targetId));
    return true;
  });
  if (!suspended) return;
  const ended = await endMemberSessions(db, siteId, targetId);
  await recordAudit(db, {
    siteId,
    actorId: actor.userId,
    targetId,
    action: 'member.suspend',
    details: { before: { suspended: false }, after: { suspended: true }, ...ended },
  });
}

/** Lifts a suspension: the member may sign in again. */
export async function restoreMember(
  db: Database,
  siteId: SiteId,
  actor: MemberAdmin,
  targetId: string,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await lockMembership(tx, siteId, targetId);
    const refusal = suspensionRefusal(actor, targetId, current);
    if (refusal) throw new MemberChangeRefused(refusal);
    if (!current.suspendedAt) return;
    await tx.update(membership).set({ suspendedAt: null }).where(whereMember(siteId, targetId));
    await recordAudit(tx, {
      siteId,
      actorId: actor.userId,
      targetId,
      action: 'member.restore',
      details: { before: { suspended: true }, after: { suspended: false } },
    });
  });
}
