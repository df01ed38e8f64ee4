/**
 * Account settings on a real PostgreSQL, through the server actions and route handlers as a
 * request runs them (./next-request.ts stands in for Next's request context only): password change,
 * devices, "export my data", account deletion with its files, the message notice mails, the
 * avatar, and refusals for anyone who is not the signed-in member of this site.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as uploadAvatar } from '@/app/api/account/avatar/route';
import { GET as exportData } from '@/app/api/account/export/route';
import {
  deleteAccountAction,
  removeAvatarAction,
  revokeOtherSessionsAction,
  revokeSessionAction,
  saveAccountAction,
  setMessageMailsAction,
} from '@/lib/account/actions';
import { activeSessions } from '@/lib/account/sessions';
import type { Auth } from '@/lib/auth/auth';
import { backgroundTasksSettled } from '@/lib/background-tasks';
import { storeContactMessage } from '@/lib/contact/store-contact-message';
import type { Database } from '@/lib/db/client';
import {
  callSession,
  listing,
  media,
  memberProfile,
  message,
  offerViewDay,
  session,
  user,
} from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import { saveUpload } from '@/lib/media/save-upload';
import { replyAction } from '@/lib/messages/actions';
import { getSite } from '@/sites';
import { signIn, TEST_PASSWORD, TestBrowser } from './auth-client';
import { requestFrom } from './next-request';
import { freshAppDatabase } from './test-database';

vi.mock('next/headers', () => import('./next-request'));
vi.mock('next/cache', () => import('./next-request'));

// The app's disk (media, mail outbox) for this file only; getStorage() reads it on first use.
const dataDir = mkdtempSync(join(tmpdir(), 'multisite-account-'));
process.env.DATA_DIR = dataDir;
// Links in mails point at the site's address, as configured for local development.
process.env.SITE_URL_TEMPLATE = 'http://{id}.localhost:3000';

const BOND = 'http://bond.localhost:3000';
const TUTORING = 'http://tutoring.localhost:3000';
let db: Database;
let auth: Auth;
let photo: Buffer;

beforeAll(async () => {
  ({ db, auth } = await freshAppDatabase());
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();
});

/** Runs an action as a request from `browser` (on `origin`, to replay its cookies elsewhere). */
function as<T>(browser: TestBrowser, action: () => Promise<T>, origin?: string): Promise<T> {
  requestFrom(browser, origin);
  return action();
}

/** A route handler's request as `browser` sends it (same origin, its cookies and address). */
function requestAs(browser: TestBrowser, path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set('host', new URL(browser.origin).host);
  headers.set('origin', browser.origin);
  headers.set('x-forwarded-for', browser.address);
  if (browser.cookieHeader) headers.set('cookie', browser.cookieHeader);
  requestFrom(browser);
  return new Request(`${browser.origin}${path}`, { ...init, headers });
}

async function sessionOf(browser: TestBrowser) {
  return (await browser.call('/get-session')).json as {
    user: { id: string };
    session: { id: string };
  } | null;
}

async function publishedListing(ownerId: string, siteId: string, productName: string): Promise<string> {
  const id = newId();
  await db.insert(listing).values({
    id,
    siteId,
    ownerId,
    productName,
    description: `${productName}, described at length for the tests.`,
    price: '100',
    currency: 'EUR',
    status: 'published',
    publishedAt: new Date(),
  });
  return id;
}

async function attachPhoto(ownerId: string, siteId: string, listingId: string) {
  const uploaded = await saveUpload(db, { siteId, ownerId }, photo);
  await db.update(media).set({ listingId, alt: 'A photo' }).where(eq(media.id, uploaded.id));
  const [row] = await db.select().from(media).where(eq(media.id, uploaded.id));
  return row!;
}

const stored = (key: string) => existsSync(join(dataDir, 'media', key));

function outboxMails(): { to: string; subject: string; text: string }[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

describe('changing the password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { browser } = await signIn(auth, BOND, 'wrongcurrent@example.com');
    const change = await browser.call('/change-password', {
      body: {
        currentPassword: 'not-my-password-1',
        newPassword: 'brand-new-pass-9',
        revokeOtherSessions: true,
      },
    });
    expect(change.status).toBe(400);
    expect(change.json.code).toBe('INVALID_PASSWORD');
    expect(await sessionOf(browser)).not.toBeNull();
    const again = new TestBrowser(auth, BOND);
    expect(
      (
        await again.call('/sign-in/email', {
          body: { email: 'wrongcurrent@example.com', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('ends the other sessions, on every site, when asked, and keeps this one', async () => {
    const { browser: here } = await signIn(auth, BOND, 'mover@example.com');
    const { browser: laptop } = await signIn(auth, BOND, 'mover@example.com', { signUp: false });
    const { browser: elsewhere } = await signIn(auth, TUTORING, 'mover@example.com', { signUp: false });
    const change = await here.call('/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect(await sessionOf(here)).toMatchObject({ session: { siteId: 'bond' } });
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(elsewhere)).toBeNull();
    const old = await new TestBrowser(auth, BOND).call('/sign-in/email', {
      body: { email: 'mover@example.com', password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it('keeps the other sessions when not asked to end them', async () => {
    const { browser: here } = await signIn(auth, BOND, 'stayer@example.com');
    const { browser: laptop } = await signIn(auth, BOND, 'stayer@example.com', { signUp: false });
    await here.call('/change-password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-9', revokeOtherSessions: false },
    });
    expect(await sessionOf(laptop)).not.toBeNull();
  });
});

describe('signed-in devices', () => {
  it('lists only this member’s sessions on this site, marking this one, without tokens', async () => {
    const { browser: phone, id } = await signIn(auth, BOND, 'devices@example.com');
    const { browser: laptop } = await signIn(auth, BOND, 'devices@example.com', { signUp: false });
    await signIn(auth, TUTORING, 'devices@example.com', { signUp: false });
    await signIn(auth, BOND, 'someone-else@example.com');
    const current = (await sessionOf(laptop))!.session.id;
    const listed = await activeSessions(db, { userId: id, siteId: 'bond', currentSessionId: current });
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ id: current, current: true });
    expect(listed[1]).toMatchObject({ id: (await sessionOf(phone))!.session.id, current: false });
    expect(JSON.stringify(listed)).not.toMatch(/token/i);
  });

  it('revokes one of the member’s own sessions on this site, and no one else’s', async () => {
    const { browser: me } = await signIn(auth, BOND, 'revoker@example.com');
    const { browser: myOther } = await signIn(auth, BOND, 'revoker@example.com', { signUp: false });
    const { browser: meOnTutoring } = await signIn(auth, TUTORING, 'revoker@example.com', { signUp: false });
    const { browser: stranger } = await signIn(auth, BOND, 'stranger@example.com');
    const idOf = async (browser: TestBrowser) => (await sessionOf(browser))!.session.id;

    expect(await as(me, async () => revokeSessionAction(await idOf(stranger)))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(me, async () => revokeSessionAction(await idOf(meOnTutoring)))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await as(me, async () => revokeSessionAction(await idOf(me)))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await sessionOf(stranger)).not.toBeNull();
    expect(await sessionOf(meOnTutoring)).not.toBeNull();

    expect(await as(me, async () => revokeSessionAction(await idOf(myOther)))).toEqual({ ok: true });
    expect(await sessionOf(myOther)).toBeNull();
    expect(await sessionOf(me)).not.toBeNull();
  });

  it('signs out every other device on this site, leaving this one and the other sites', async () => {
    const { browser: me } = await signIn(auth, BOND, 'allothers@example.com');
    const others = [
      (await signIn(auth, BOND, 'allothers@example.com', { signUp: false })).browser,
      (await signIn(auth, BOND, 'allothers@example.com', { signUp: false })).browser,
    ];
    const { browser: onTutoring } = await signIn(auth, TUTORING, 'allothers@example.com', { signUp: false });
    const { browser: stranger } = await signIn(auth, BOND, 'bystander@example.com');
    expect(await as(me, () => revokeOtherSessionsAction())).toEqual({ ok: true });
    for (const other of others) expect(await sessionOf(other)).toBeNull();
    expect(await sessionOf(me)).not.toBeNull();
    expect(await sessionOf(onTutoring)).not.toBeNull();
    expect(await sessionOf(stranger)).not.toBeNull();
  });
});

describe('export my data', () => {
  it('holds the member’s account, listings, media, messages, views, calls and devices, and no one else’s', async () => {
    const ada = await signIn(auth, BOND, 'ada.export@example.com', { name: 'Ada Export' });
    const bob = await signIn(auth, BOND, 'bob.export@example.com', { name: 'Bob Other' });
    const cyd = await signIn(auth, BOND, 'cyd.export@example.com', { name: 'Cyd Third' });
    await db.insert(memberProfile).values({ userId: ada.id, about: 'Ada writes about bonds.', locale: 'de' });
    const adaListing = await publishedListing(ada.id, 'bond', 'Ada green bond');
    const bobListing = await publishedListing(bob.id, 'bond', 'Bob secret bond');
    const adaPhoto = await attachPhoto(ada.id, 'bond', adaListing);
    await attachPhoto(bob.id, 'bond', bobListing);
    await db.insert(offerViewDay).values([
      { listingId: adaListing, siteId: 'bond', day: '2026-01-05', views: 7 },
      { listingId: bobListing, siteId: 'bond', day: '2026-01-05', views: 99 },
    ]);
    const letter = (
      recipientId: string,
      senderId: string | null,
      senderName: string,
      senderEmail: string,
      body: string,
    ) => ({
      id: newId(),
      siteId: 'bond',
      recipientId,
      senderId,
      senderName,
      senderEmail,
      body,
    });
    await db
      .insert(message)
      .values([
        letter(ada.id, bob.id, 'Bob Other', 'bob.export@example.com', 'Bob asks Ada about coupons'),
        letter(bob.id, ada.id, 'Ada Export', 'ada.export@example.com', 'Ada answers Bob'),
        letter(ada.id, null, 'Vera Visitor', 'vera@example.com', 'A visitor writes to Ada'),
        letter(cyd.id, bob.id, 'Bob Other', 'bob.export@example.com', 'Bob whispers to Cyd'),
      ]);
    await db.insert(callSession).values([
      {
        id: 'RM_ada_bob',
        siteId: 'bond',
        roomName: `${ada.id}_${bob.id}`,
        callerId: ada.id,
        calleeId: bob.id,
        callerJoined: true,
        calleeJoined: true,
      },
      {
        id: 'RM_bob_cyd',
        siteId: 'bond',
        roomName: `${bob.id}_${cyd.id}`,
        callerId: bob.id,
        calleeId: cyd.id,
        callerJoined: true,
        calleeJoined: true,
      },
    ]);

    const response = await exportData(requestAs(ada.browser, '/api/account/export'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Maturis-my-data-/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.user).toMatchObject({ id: ada.id, name: 'Ada Export', email: 'ada.export@example.com' });
    expect(data.profile).toMatchObject({ about: 'Ada writes about bonds.', locale: 'de' });
    expect(data.memberships).toEqual([expect.objectContaining({ siteId: 'bond', roles: ['member'] })]);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.listings).toEqual([
      expect.objectContaining({
        id: adaListing,
        productName: 'Ada green bond',
        images: [expect.objectContaining({ id: adaPhoto.id, width: adaPhoto.width, alt: 'A photo' })],
        viewsPerDay: [{ day: '2026-01-05', views: 7 }],
      }),
    ]);
    expect(data.messages.map((entry: { body: string }) => entry.body).sort()).toEqual([
      'A visitor writes to Ada',
      'Ada answers Bob',
      'Bob asks Ada about coupons',
    ]);
    expect(data.messages).toContainEqual(
      expect.objectContaining({
        direction: 'received',
        counterpartName: 'Vera Visitor',
        counterpartEmail: 'vera@example.com',
      }),
    );
    expect(data.messages).toContainEqual(
      expect.objectContaining({ direction: 'sent', counterpartName: 'Bob Other', counterpartEmail: null }),
    );
    expect(data.calls).toEqual([
      expect.objectContaining({ id: 'RM_ada_bob', role: 'caller', answered: true }),
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ siteId: 'bond' })]);

    // No one else's data: not Bob's address, listing, views or other conversations; no secrets.
    for (const foreign of [
      'bob.export@example.com',
      'Bob secret bond',
      bobListing,
      'Bob whispers to Cyd',
      'Cyd Third',
      'RM_bob_cyd',
      cyd.id,
    ])
      expect(text).not.toContain(foreign);
    expect(text).not.toContain(bob.id); // the room name of the call with Bob is not exported either
    const [secrets] = (
      await db.execute<{ hash: string; token: string }>(
        sql`SELECT a.password AS hash, s.token FROM account a JOIN session s ON s.user_id = a.user_id WHERE a.user_id = ${ada.id}`,
      )
    ).rows;
    expect(text).not.toContain(secrets!.hash);
    expect(text).not.toContain(secrets!.token);
    expect(text).not.toMatch(/"(password|token|secret|backupCodes)"/);
  });

  it('answers 401 without a session of this site, and never exports someone named in the request', async () => {
    expect((await exportData(requestAs(new TestBrowser(auth, BOND), '/api/account/export'))).status).toBe(
      401,
    );
    const { browser } = await signIn(auth, TUTORING, 'onlytutoring@example.com');
    const replayed = requestAs(browser, '/api/account/export');
    replayed.headers.set('host', 'bond.localhost:3000');
    requestFrom(browser, BOND);
    expect(
      (await exportData(new Request(`${BOND}/api/account/export`, { headers: replayed.headers }))).status,
    ).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs the right password, then removes the account, its listings, messages and media files', async () => {
    const owner = await signIn(auth, BOND, 'leaver@example.com', { name: 'Lea Leaver' });
    const other = await signIn(auth, BOND, 'remains@example.com', { name: 'Rem Remains' });
    const { browser: ownerElsewhere } = await signIn(auth, TUTORING, 'leaver@example.com', { signUp: false });
    const listingId = await publishedListing(owner.id, 'bond', 'Leaver bond');
    const photoRow = await attachPhoto(owner.id, 'bond', listingId);
    const loose = await saveUpload(db, { siteId: 'bond', ownerId: owner.id }, photo);
    const [looseRow] = await db.select().from(media).where(eq(media.id, loose.id));
    const otherListing = await publishedListing(other.id, 'bond', 'Remaining bond');
    const otherPhoto = await attachPhoto(other.id, 'bond', otherListing);
    const avatar = await uploadAvatar(
      requestAs(owner.browser, '/api/account/avatar', { method: 'POST', body: formWith(photo) }),
    );
    expect(avatar.status).toBe(201);
    const [{ image }] = (await db.select({ image: user.image }).from(user).where(eq(user.id, owner.id))) as [
      { image: string },
    ];
    await db.insert(message).values([
      {
        id: newId(),
        siteId: 'bond',
        recipientId: owner.id,
        senderId: other.id,
        senderName: 'Rem',
        senderEmail: 'x',
        body: 'to the leaver',
      },
      {
        id: newId(),
        siteId: 'bond',
        recipientId: other.id,
        senderId: owner.id,
        senderName: 'Lea',
        senderEmail: 'y',
        body: 'from the leaver',
      },
    ]);
    const files = [photoRow, looseRow!].flatMap((row) => [row.fullKey, row.cardKey, row.thumbKey]);
    expect([...files, image].every(stored)).toBe(true);

    expect(await as(owner.browser, () => deleteAccountAction({ password: 'not-my-password-1' }))).toEqual({
      ok: false,
      error: 'wrongPassword',
    });
    expect(await as(owner.browser, () => deleteAccountAction({ email: 'leaver@example.com' }))).toEqual({
      ok: false,
      error: 'wrongPassword',
    });
    expect(await db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(1);

    expect(await as(owner.browser, () => deleteAccountAction({ password: TEST_PASSWORD }))).toEqual({
      ok: true,
    });
    expect(await db.select().from(user).where(eq(user.id, owner.id))).toHaveLength(0);
    expect(await db.select().from(listing).where(eq(listing.ownerId, owner.id))).toHaveLength(0);
    expect(await db.select().from(media).where(eq(media.ownerId, owner.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
    const bodies = (await db.select({ body: message.body }).from(message)).map((row) => row.body);
    expect(bodies).not.toContain('to the leaver');
    expect(bodies).not.toContain('from the leaver');
    expect(files.some(stored)).toBe(false);
    expect(stored(image)).toBe(false);
    expect(await sessionOf(owner.browser)).toBeNull();
    expect(await sessionOf(ownerElsewhere)).toBeNull();
    // The other member keeps everything.
    expect([otherPhoto.fullKey, otherPhoto.cardKey, otherPhoto.thumbKey].every(stored)).toBe(true);
    expect(await sessionOf(other.browser)).not.toBeNull();
    const signInAgain = await new TestBrowser(auth, BOND).call('/sign-in/email', {
      body: { email: 'leaver@example.com', password: TEST_PASSWORD },
    });
    expect(signInAgain.status).toBe(401);
  });
});

describe('message notice mails', () => {
  const bond = getSite('bond');
  beforeEach(() => rmSync(join(dataDir, 'outbox'), { recursive: true, force: true }));

  it('mail only the members who asked, in their language, with a link to their inbox on this site', async () => {
    const keen = await signIn(auth, BOND, 'keen@example.com', { name: 'Kim Keen' });
    const quiet = await signIn(auth, BOND, 'quiet@example.com', { name: 'Quinn Quiet' });
    expect(await as(keen.browser, () => setMessageMailsAction(true))).toEqual({ ok: true });
    await db.update(memberProfile).set({ locale: 'de' }).where(eq(memberProfile.userId, keen.id));
    const keenOffer = await publishedListing(keen.id, 'bond', 'Keen bond');
    const quietOffer = await publishedListing(quiet.id, 'bond', 'Quiet bond');
    const visitor = {
      name: 'Vic Visitor',
      email: 'vic.private@example.com',
      message: 'Is this bond still available?',
      website: '',
    };

    await storeContactMessage(db, bond, { ...visitor, listingId: keenOffer });
    await storeContactMessage(db, bond, { ...visitor, listingId: quietOffer });
    await backgroundTasksSettled();

    const mails = outboxMails();
    expect(mails.map((mail) => mail.to)).toEqual(['keen@example.com']);
    const [mail] = mails;
    expect(mail!.subject).toContain('Vic Visitor');
    expect(mail!.subject).toContain('Maturis');
    expect(mail!.text).toContain('http://bond.localhost:3000/de/my-messages');
    expect(mail!.text).toMatch(/Nachricht/); // German, the member's language
    expect(`${mail!.subject}${mail!.text}`).not.toContain('vic.private@example.com');
    expect(mail!.text).not.toContain(visitor.message);
  });

  it('mail a member who opted in when another member replies, without the sender’s address', async () => {
    const asker = await signIn(auth, BOND, 'asker@example.com', { name: 'Ann Asker' });
    const owner = await signIn(auth, BOND, 'replier@example.com', { name: 'Ray Replier' });
    await as(asker.browser, () => setMessageMailsAction(true));
    await db.insert(message).values({
      id: newId(),
      siteId: 'bond',
      recipientId: owner.id,
      senderId: asker.id,
      senderName: 'Ann Asker',
      senderEmail: 'asker@example.com',
      body: 'Hello Ray',
    });
    expect(await as(owner.browser, () => replyAction(`u:${asker.id}`, 'Hello Ann'))).toMatchObject({
      ok: true,
    });
    await backgroundTasksSettled();
    const mails = outboxMails();
    expect(mails.map((mail) => mail.to)).toEqual(['asker@example.com']);
    expect(mails[0]!.text).toContain('Ray Replier');
    expect(mails[0]!.text).toContain('http://bond.localhost:3000/en/my-messages');
    expect(mails[0]!.text).not.toContain('replier@example.com');
  });

  it('stop once the member turns them off', async () => {
    const member = await signIn(auth, BOND, 'changedmind@example.com');
    await as(member.browser, () => setMessageMailsAction(true));
    await as(member.browser, () => setMessageMailsAction(false));
    const offer = await publishedListing(member.id, 'bond', 'Changed mind bond');
    await storeContactMessage(db, bond, {
      name: 'Vic',
      email: 'vic@example.com',
      message: 'Still there?',
      website: '',
      listingId: offer,
    });
    await backgroundTasksSettled();
    expect(outboxMails()).toEqual([]);
  });
});

describe('account, avatar and refusals', () => {
  it('saves name, language and about with the form’s rules', async () => {
    const member = await signIn(auth, BOND, 'profile@example.com');
    const save = (values: { name: string; locale: string; about: string }) =>
      as(member.browser, () => saveAccountAction(values as never));
    expect(await save({ name: 'X', locale: 'de', about: '' })).toMatchObject({
      ok: false,
      error: 'invalid',
      fieldErrors: { name: 'nameTooShort' },
    });
    expect(await save({ name: 'Paula', locale: 'xx', about: '' })).toMatchObject({
      ok: false,
      error: 'invalid',
    });
    expect(await save({ name: '  Paula Profile ', locale: 'ar', about: ' Hello\u0000 world ' })).toEqual({
      ok: true,
    });
    const [row] = await db
      .select({ name: user.name, about: memberProfile.about, locale: memberProfile.locale })
      .from(user)
      .innerJoin(memberProfile, eq(memberProfile.userId, user.id))
      .where(eq(user.id, member.id));
    expect(row).toEqual({ name: 'Paula Profile', about: 'Hello world', locale: 'ar' });
  });

  it('replaces the avatar file and removes it on request', async () => {
    const member = await signIn(auth, BOND, 'avatar@example.com');
    const upload = () =>
      uploadAvatar(
        requestAs(member.browser, '/api/account/avatar', { method: 'POST', body: formWith(photo) }),
      );
    const imageOf = async () =>
      (await db.select({ image: user.image }).from(user).where(eq(user.id, member.id)))[0]!.image!;
    expect((await upload()).status).toBe(201);
    const first = await imageOf();
    expect(first).toMatch(/^avatars\/.+\.webp$/);
    expect(stored(first)).toBe(true);
    const second = await upload();
    expect(await second.json()).toEqual({ url: `/api/media/${await imageOf()}` });
    expect(stored(first)).toBe(false);
    expect(await as(member.browser, () => removeAvatarAction())).toEqual({ ok: true });
    expect(await db.select({ image: user.image }).from(user).where(eq(user.id, member.id))).toEqual([
      { image: null },
    ]);
  });

  it('refuses every action and the avatar upload to a visitor, and to a session replayed on another site', async () => {
    const { browser: onTutoring, id } = await signIn(auth, TUTORING, 'replayed@example.com');
    const callers: [TestBrowser, string | undefined][] = [
      [new TestBrowser(auth, BOND), undefined],
      [onTutoring, BOND],
    ];
    for (const [browser, origin] of callers) {
      const refused = { ok: false, error: 'unauthenticated' };
      expect(
        await as(browser, () => saveAccountAction({ name: 'Hijack', locale: 'en', about: '' }), origin),
      ).toEqual(refused);
      expect(await as(browser, () => setMessageMailsAction(true), origin)).toEqual(refused);
      expect(await as(browser, () => removeAvatarAction(), origin)).toEqual(refused);
      expect(await as(browser, () => revokeSessionAction('abc'), origin)).toEqual(refused);
      expect(await as(browser, () => revokeOtherSessionsAction(), origin)).toEqual(refused);
      expect(await as(browser, () => deleteAccountAction({ password: TEST_PASSWORD }), origin)).toEqual(
        refused,
      );
    }
    const visitorUpload = await uploadAvatar(
      requestAs(new TestBrowser(auth, BOND), '/api/account/avatar', {
        method: 'POST',
        body: formWith(photo),
      }),
    );
    expect(visitorUpload.status).toBe(401);
    expect(await db.select({ name: user.name }).from(user).where(eq(user.id, id))).toEqual([
      { name: 'replayed' },
    ]);
    expect(await sessionOf(onTutoring)).not.toBeNull();
  });
});

function formWith(bytes: Buffer): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}
