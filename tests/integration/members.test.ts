/**
 * Members, roles and permissions as a request runs them (docs/architecture.md §4): the site from
 * the Host header, the admin from a real better-auth session, rows in PostgreSQL, and the real
 * realtime server for the sockets a suspension closes. Only Next's request context is stubbed
 * (./next-request.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import { createLocalJWKSet } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Auth } from '@/lib/auth/auth';
import { findMembership, setMembership } from '@/lib/auth/membership';
import { DEFAULT_PERMISSIONS as DEFAULTS } from '@/lib/auth/permission-registry';
import { matrixOf } from '@/lib/members/member-schemas';
import { backgroundTasksSettled } from '@/lib/background-tasks';
import { liveKitConfig } from '@/lib/calls/livekit-token';
import { handleTokenRequest } from '@/lib/calls/token-request';
import type { Database } from '@/lib/db/client';
import { auditLog, membership, session, user } from '@/lib/db/schema';
import { getStorage } from '@/lib/storage';
import { saveListingAction } from '@/lib/listings/actions';
import {
  resetPermissionsAction,
  restoreMemberAction,
  savePermissionsAction,
  suspendMemberAction,
  updateMembershipAction,
} from '@/lib/members/actions';
import { DEFAULT_MEMBER_LIST_QUERY, type MemberListQuery } from '@/lib/members/member-list-params';
import { auditTrailOf, permissionHistoryOf } from '@/lib/members/audit-log';
import { findMember, holderCounts, listMembers } from '@/lib/members/member-directory';
import { createRealtimeServer, type RealtimeServer } from '@/realtime/server';
import { signIn, TEST_PASSWORD, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';
import { bondListingForm, openSocket, whenConnected } from './test-helpers';

/** The built-in mapping as a form would send it. */
const DEFAULT_PERMISSIONS = matrixOf(DEFAULTS);

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
const REAL_ESTATE = 'http://real-estate.localhost:3000';
const LOCAL = 'http://localhost:3000';
const SECRET = 'members-test-secret';

let db: Database;
let auth: Auth;
let realtime: RealtimeServer;
let realtimeUrl: string;
const sockets: Socket[] = [];
/** People signed in on bond unless the name says otherwise. */
const on = {} as Record<'admin' | 'member' | 'target' | 'tutoringAdmin' | 'tutoringAdminOnBond', TestBrowser>;
const ids = { admin: '', member: '', target: '', tutoringAdmin: '' };

function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

async function auditCount(): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(auditLog);
  return row?.rows ?? 0;
}

async function sessionsOf(userId: string): Promise<string[]> {
  const rows = await db.select({ siteId: session.siteId }).from(session).where(eq(session.userId, userId));
  return rows.map((row) => row.siteId).sort();
}

async function connectedSocket(token: string): Promise<Socket> {
  const socket = openSocket(realtimeUrl, token);
  sockets.push(socket);
  return whenConnected(socket);
}

async function socketRefusal(token: string): Promise<string> {
  const socket = openSocket(realtimeUrl, token);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

const apiToken = async (browser: TestBrowser) => (await browser.call('/token')).json?.token as string;

async function signInStatus(origin: string, email: string) {
  const browser = new TestBrowser(auth, origin);
  const response = await browser.call('/sign-in/email', { body: { email, password: TEST_PASSWORD } });
  return { status: response.status, code: response.json?.code, hasSession: browser.hasSession };
}

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  const admin = await signIn(auth, BOND, 'admin@example.com', { name: 'Ada Admin' });
  const member = await signIn(auth, BOND, 'member@example.com', { name: 'Mia Member' });
  const target = await signIn(auth, BOND, 'target@example.com', { name: 'Tom Target' });
  const tutoringAdmin = await signIn(auth, TUTORING, 'tutor@example.com', { name: 'Tia Tutor' });
  const tutoringAdminOnBond = await signIn(auth, BOND, 'tutor@example.com', { signUp: false });
  await setMembership(db, admin.id, 'bond', { roles: ['admin'], scopes: ['internal'] });
  await setMembership(db, tutoringAdmin.id, 'tutoring', { roles: ['admin'], scopes: ['internal'] });
  Object.assign(on, {
    admin: admin.browser,
    member: member.browser,
    target: target.browser,
    tutoringAdmin: tutoringAdmin.browser,
    tutoringAdminOnBond: tutoringAdminOnBond.browser,
  });
  Object.assign(ids, {
    admin: admin.id,
    member: member.id,
    target: target.id,
    tutoringAdmin: tutoringAdmin.id,
  });

  const keys = (await admin.browser.call('/jwks')).json as unknown as JSONWebKeySet;
  realtime = createRealtimeServer({
    jwks: createLocalJWKSet(keys),
    internalSecret: SECRET,
    instanceName: 'members-test',
    logLevel: 'silent',
  });
  realtimeUrl = `http://127.0.0.1:${await realtime.listen(0)}`;
  // The app reaches this realtime server as it does in production: URL and shared secret.
  Object.assign(process.env, { REALTIME_INTERNAL_URL: realtimeUrl, REALTIME_INTERNAL_SECRET: SECRET });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime?.close();
  delete process.env.REALTIME_INTERNAL_URL;
  delete process.env.REALTIME_INTERNAL_SECRET;
});

describe('every member action refuses whoever may not manage members here', () => {
  const refusals = [
    ['signed out', () => new TestBrowser(auth, BOND), undefined, 'unauthenticated'],
    ['a member without the ability', () => on.member, undefined, 'forbidden'],
    [
      "another site's admin, signed in on bond as a member",
      () => on.tutoringAdminOnBond,
      undefined,
      'forbidden',
    ],
    ["another site's admin, on their own site", () => on.tutoringAdmin, undefined, 'notFound'],
    ["another site's admin session replayed to bond", () => on.tutoringAdmin, BOND, 'unauthenticated'],
  ] as const;

  it.each(refusals)('%s', async (_who, who, origin, error) => {
    const before = await findMembership(db, ids.target, 'bond');
    const audits = await auditCount();
    const refused = { ok: false, error };
    const promote = () => updateMembershipAction(ids.target, { roles: ['admin'], scopes: [] });
    expect(await as(who(), promote, origin)).toEqual(refused);
    expect(await as(who(), () => suspendMemberAction(ids.target), origin)).toEqual(refused);
    expect(await as(who(), () => restoreMemberAction(ids.target), origin)).toEqual(refused);
    expect(await findMembership(db, ids.target, 'bond')).toEqual(before);
    expect(await sessionsOf(ids.target)).toEqual(['bond']);
    expect(await auditCount()).toBe(audits);
  });

  it.each(refusals.filter(([, , , error]) => error !== 'notFound'))(
    'and any permission edit: %s',
    async (_who, who, origin, error) => {
      const audits = await auditCount();
      const stripped = { ...DEFAULT_PERMISSIONS, 'scope:internal': [] };
      expect(await as(who(), () => savePermissionsAction(stripped), origin)).toEqual({ ok: false, error });
      expect(await as(who(), () => resetPermissionsAction(), origin)).toEqual({ ok: false, error });
      expect(await auditCount()).toBe(audits);
    },
  );

  it('answers notFound for a member of another site only, even to a real admin', async () => {
    const pupil = await signIn(auth, TUTORING, 'pupil@example.com');
    await setMembership(db, pupil.id, 'tutoring', { roles: ['member'], scopes: ['internal'] });
    expect(await as(on.admin, () => suspendMemberAction(pupil.id))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(on.admin, () => suspendMemberAction('no such id'))).toEqual({
      ok: false,
      error: 'notFound',
    });
  });
});

describe('roles and scopes', () => {
  it('let an admin change a member’s roles and scopes, with an audit row of before and after', async () => {
    const result = await as(on.admin, () =>
      updateMembershipAction(ids.target, { roles: ['member'], scopes: ['admin2', 'internal'] }),
    );
    expect(result).toEqual({ ok: true });
    expect(await findMembership(db, ids.target, 'bond')).toEqual({
      roles: ['member'],
      scopes: ['internal', 'admin2'],
      suspended: false,
    });
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ids.target), eq(auditLog.action, 'membership.update')));
    expect(row).toMatchObject({
      siteId: 'bond',
      actorId: ids.admin,
      details: {
        before: { roles: ['member'], scopes: ['internal'] },
        after: { roles: ['member'], scopes: ['internal', 'admin2'] },
      },
    });
  });

  it('show the change in the member’s audit trail, with who made it', async () => {
    const [latest] = await auditTrailOf(db, 'bond', ids.target);
    expect(latest).toMatchObject({ action: 'membership.update', actorName: 'Ada Admin' });
    expect(await auditTrailOf(db, 'tutoring', ids.target)).toEqual([]);
  });

  it('refuses invalid input and stores nothing', async () => {
    const audits = await auditCount();
    for (const input of [
      { roles: [], scopes: [] },
      { roles: ['owner'], scopes: [] },
      { roles: ['member'], scopes: ['everything'] },
      { roles: 'admin', scopes: [] },
    ])
      expect(await as(on.admin, () => updateMembershipAction(ids.target, input as never))).toEqual({
        ok: false,
        error: 'invalid',
      });
    expect(await auditCount()).toBe(audits);
  });

  it('never let an admin remove their own admin role, nor suspend themselves', async () => {
    expect(
      await as(on.admin, () =>
        updateMembershipAction(ids.admin, { roles: ['member'], scopes: ['internal'] }),
      ),
    ).toEqual({ ok: false, error: 'ownAdminRole' });
    expect(await as(on.admin, () => suspendMemberAction(ids.admin))).toEqual({ ok: false, error: 'self' });
    expect(await findMembership(db, ids.admin, 'bond')).toEqual({
      roles: ['admin'],
      scopes: ['internal'],
      suspended: false,
    });
  });
});

describe('suspension', () => {
  it('ends the member’s sessions and sockets at once, refuses their tokens, sign-in and calls', async () => {
    const second = (await signIn(auth, BOND, 'target@example.com', { signUp: false })).browser;
    const firstToken = await apiToken(on.target);
    const secondToken = await apiToken(second);
    const [firstSocket, secondSocket] = await Promise.all([
      connectedSocket(firstToken),
      connectedSocket(secondToken),
    ]);
    const closed = [firstSocket, secondSocket].map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );
    expect(await sessionsOf(ids.target)).toEqual(['bond', 'bond']);

    expect(await as(on.admin, () => suspendMemberAction(ids.target))).toEqual({ ok: true });

    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await sessionsOf(ids.target)).toEqual([]);
    expect((await on.target.call('/get-session')).json).toBeNull();
    // The browser would reconnect with the token it still holds: refused.
    expect(await socketRefusal(firstToken)).toBe('unauthorized');
    expect(await signInStatus(BOND, 'target@example.com')).toEqual({
      status: 403,
      code: 'ACCOUNT_SUSPENDED',
      hasSession: false,
    });
    const call = await handleTokenRequest(
      new Request(`${BOND}/api/livekit/token`, {
        method: 'POST',
        headers: { host: 'bond.localhost:3000', authorization: `Bearer ${firstToken}` },
        body: JSON.stringify({ roomName: `${ids.target}_${ids.admin}`, participantName: 'Tom' }),
      }),
      {
        jwks: createLocalJWKSet((await on.admin.call('/jwks')).json as unknown as JSONWebKeySet),
        db,
        livekit: liveKitConfig({
          LIVEKIT_URL: 'ws://sfu.internal:7880',
          LIVEKIT_API_KEY: 'testkey',
          LIVEKIT_API_SECRET: 'test-secret-at-least-32-characters-long',
        }),
      },
    );
    expect(call.status).toBe(403);
    await backgroundTasksSettled();

    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ids.target), eq(auditLog.action, 'member.suspend')));
    expect(row).toMatchObject({
      actorId: ids.admin,
      details: {
        before: { suspended: false },
        after: { suspended: true },
        sessionsEnded: 2,
        socketsClosed: true,
      },
    });
  }, 15_000);

  it('is only on this site: the member still signs in elsewhere', async () => {
    expect((await signInStatus(TUTORING, 'target@example.com')).status).toBe(200);
  });

  it('is lifted by restoring: the member signs in and connects again', async () => {
    expect(await as(on.admin, () => restoreMemberAction(ids.target))).toEqual({ ok: true });
    // A token issued in the second of the suspension would still count as revoked.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await signIn(auth, BOND, 'target@example.com', { signUp: false });
    await connectedSocket(await apiToken(again.browser));
    expect((await findMembership(db, ids.target, 'bond'))?.suspended).toBe(false);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, ids.target));
    expect(actions.map((row) => row.action)).toContain('member.restore');
  });

  it('ends the sessions on every site sharing the membership: real-estate and the local site', async () => {
    const estateAdmin = await signIn(auth, REAL_ESTATE, 'estate-admin@example.com');
    await setMembership(db, estateAdmin.id, 'real-estate', { roles: ['admin'], scopes: [] });
    const resident = await signIn(auth, REAL_ESTATE, 'resident@example.com');
    await signIn(auth, LOCAL, 'resident@example.com', { signUp: false });
    expect(await sessionsOf(resident.id)).toEqual(['local', 'real-estate']);

    // The local site's admin page acts on real-estate's members.
    const localAdmin = await signIn(auth, LOCAL, 'estate-admin@example.com', { signUp: false });
    expect(await as(localAdmin.browser, () => suspendMemberAction(resident.id))).toEqual({ ok: true });
    expect(await sessionsOf(resident.id)).toEqual([]);
    expect((await signInStatus(LOCAL, 'resident@example.com')).code).toBe('ACCOUNT_SUSPENDED');
    expect((await signInStatus(REAL_ESTATE, 'resident@example.com')).code).toBe('ACCOUNT_SUSPENDED');
    const [suspended] = await db
      .select({ rows: count() })
      .from(membership)
      .where(and(eq(membership.userId, resident.id), eq(membership.siteId, 'real-estate')));
    expect(suspended?.rows).toBe(1);
  });
});

describe('permissions stored per site', () => {
  it('change what the server allows: without Listing.manage on internal, a member cannot publish', async () => {
    const publish = () => as(on.member, () => saveListingAction(null, bondListingForm()));
    expect(await publish()).toMatchObject({ ok: true });

    const stripped = { ...DEFAULT_PERMISSIONS, 'scope:internal': ['Message.manage' as const] };
    expect(await as(on.admin, () => savePermissionsAction(stripped))).toEqual({ ok: true });
    expect(await publish()).toEqual({ ok: false, error: 'forbidden' });
    // Another site keeps its own mapping.
    const tutor = await signIn(auth, TUTORING, 'pupil@example.com', { signUp: false });
    expect(
      await as(tutor.browser, () => saveListingAction(null, bondListingForm({ productName: 'Algebra' }))),
    ).toMatchObject({ ok: true });

    expect(await as(on.admin, () => resetPermissionsAction())).toEqual({ ok: true });
    expect(await publish()).toMatchObject({ ok: true });
    const actions = await db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.siteId, 'bond'));
    expect(actions).toContainEqual({
      action: 'permissions.update',
      details: expect.objectContaining({
        after: expect.objectContaining({ 'scope:internal': ['Message.manage'] }),
      }),
    });
    expect(actions.map((row) => row.action)).toContain('permissions.reset');
    // The permissions page lists them, newest first, with who made them; the local site has none.
    const history = await permissionHistoryOf(db, 'bond');
    expect(history.slice(0, 2).map((row) => [row.action, row.actorName])).toEqual([
      ['permissions.reset', 'Ada Admin'],
      ['permissions.update', 'Ada Admin'],
    ]);
    expect(await permissionHistoryOf(db, 'tutoring')).toEqual([]);
  });

  it('can delegate member management, but not the admin role', async () => {
    const delegated = { ...DEFAULT_PERMISSIONS, 'scope:admin2': ['Member.manage' as const] };
    expect(await as(on.admin, () => savePermissionsAction(delegated))).toEqual({ ok: true });
    await setMembership(db, ids.member, 'bond', { roles: ['member'], scopes: ['internal', 'admin2'] });
    expect(
      await as(on.member, () => updateMembershipAction(ids.target, { roles: ['member'], scopes: [] })),
    ).toEqual({ ok: true });
    expect(
      await as(on.member, () => updateMembershipAction(ids.target, { roles: ['admin'], scopes: [] })),
    ).toEqual({ ok: false, error: 'adminOnly' });
    expect(await as(on.member, () => suspendMemberAction(ids.admin))).toEqual({
      ok: false,
      error: 'adminOnly',
    });
    expect(await as(on.member, () => savePermissionsAction(DEFAULT_PERMISSIONS))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await as(on.admin, () => resetPermissionsAction())).toEqual({ ok: true });
  });

  it('refuses a permission matrix with unknown keys or holders', async () => {
    for (const matrix of [
      { ...DEFAULT_PERMISSIONS, 'scope:internal': ['Everything.manage'] },
      { 'role:member': [] },
      { ...DEFAULT_PERMISSIONS, 'scope:internal': 'Listing.manage' },
    ])
      expect(await as(on.admin, () => savePermissionsAction(matrix as never))).toEqual({
        ok: false,
        error: 'invalid',
      });
  });
});

describe('the members list of a site', () => {
  const query = (overrides: Partial<MemberListQuery> = {}): MemberListQuery => ({
    ...DEFAULT_MEMBER_LIST_QUERY,
    ...overrides,
  });
  const names = async (overrides: Partial<MemberListQuery> = {}) =>
    (await listMembers(db, 'bond', query(overrides))).members.map((member) => member.name);

  it('lists only this site’s members, with their offers, searched, filtered, sorted and paged', async () => {
    const all = await listMembers(db, 'bond', query({ sort: 'name', dir: 'asc' }));
    expect(all.members.map((member) => member.name)).toEqual([
      'Ada Admin',
      'Mia Member',
      'Tia Tutor',
      'Tom Target',
    ]);
    expect(all.total).toBe(4);
    expect(all.members.find((member) => member.name === 'Mia Member')?.offers).toBe(2);
    expect(await names({ q: 'TARGET@example' })).toEqual(['Tom Target']);
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ role: 'admin' })).toEqual(['Ada Admin']);
    expect(await names({ scope: 'admin2', sort: 'name', dir: 'asc' })).toEqual(['Mia Member']);
    expect(await names({ status: 'suspended' })).toEqual([]);
    expect(await names({ sort: 'offers', dir: 'desc', size: 10 })).toHaveLength(4);
    expect((await names({ sort: 'offers', dir: 'desc' }))[0]).toBe('Mia Member');
    const secondPage = await listMembers(db, 'bond', query({ sort: 'name', dir: 'asc', size: 10, page: 2 }));
    expect(secondPage).toEqual({ members: [], total: 4 });
  });

  it('shows the photo a member uploaded in account settings, and initials for an address of elsewhere', async () => {
    const key = 'avatars/member-photo-1.webp';
    await db.update(user).set({ image: key }).where(eq(user.id, ids.target));
    expect((await findMember(db, 'bond', ids.target))?.avatarUrl).toBe(getStorage().publicUrl(key));
    await db.update(user).set({ image: 'https://elsewhere.example/me.png' }).where(eq(user.id, ids.target));
    expect((await findMember(db, 'bond', ids.target))?.avatarUrl).toBeNull();
    await db.update(user).set({ image: null }).where(eq(user.id, ids.target));
  });

  it('finds a member of this site only, and counts the holders of each role and scope', async () => {
    expect(await findMember(db, 'bond', ids.target)).toMatchObject({ name: 'Tom Target', roles: ['member'] });
    expect(await findMember(db, 'tutoring', ids.member)).toBeNull();
    expect(await holderCounts(db, 'bond')).toEqual({
      'role:admin': 1,
      'role:member': 3,
      'scope:internal': 3,
      'scope:admin2': 1,
    });
  });
});
