import 'server-only';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { session } from '@/lib/db/schema';
import type { SiteId } from '@/sites';
import { describeDevice, type Device } from './user-agent';

/** One signed-in device of the member on this site, as account settings list it (never its token). */
export interface ActiveSession {
  id: string;
  device: Device;
  address: string | null;
  lastUsed: Date;
  signedIn: Date;
  current: boolean;
}

/** Whose sessions: the member, on the site of the request, from the session making it. */
export interface SessionOwner {
  userId: string;
  siteId: SiteId;
  currentSessionId: string;
}

/** An address worth showing: not missing, nor the unspecified one a local connection may record. */
const shownAddress = (address: string | null) => (address && !/^[0:.]*$/.test(address) ? address : null);

const mine = (owner: SessionOwner, now: Date) =>
  and(eq(session.userId, owner.userId), eq(session.siteId, owner.siteId), gt(session.expiresAt, now));

/** The member's unexpired sessions on this site: this device first, then the most recently used. */
export async function activeSessions(
  db: Database,
  owner: SessionOwner,
  now = new Date(),
): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(mine(owner, now))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      address: shownAddress(row.ipAddress),
      lastUsed: row.updatedAt,
      signedIn: row.createdAt,
      current: row.id === owner.currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends sessions through better-auth, so that its delete hook closes their realtime sockets too
 * (lib/auth/auth.ts). Returns how many ended.
 */
async function endSessions(auth: Auth, tokens: string[]): Promise<number> {
  if (tokens.length) await (await auth.$context).internalAdapter.deleteSessions(tokens);
  return tokens.length;
}

/** Ends one other session of the member on this site; false when there is no such session (or it is this one). */
export async function revokeSession(
  auth: Auth,
  db: Database,
  owner: SessionOwner,
  sessionId: string,
): Promise<boolean> {
  const rows = await db
    .select({ token: session.token })
    .from(session)
    .where(and(mine(owner, new Date()), eq(session.id, sessionId), ne(session.id, owner.currentSessionId)));
  return (
    (await endSessions(
      auth,
      rows.map((row) => row.token),
    )) > 0
  );
}

/** Ends every session of the member on this site but this one; returns how many. */
export async function revokeOtherSessions(auth: Auth, db: Database, owner: SessionOwner): Promise<number> {
  const rows = await db
    .select({ token: session.token })
    .from(session)
    .where(
      and(
        eq(session.userId, owner.userId),
        eq(session.siteId, owner.siteId),
        ne(session.id, owner.currentSessionId),
      ),
    );
  return endSessions(
    auth,
    rows.map((row) => row.token),
  );
}
