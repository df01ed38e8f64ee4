import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  account,
  auditLog,
  callSession,
  listing,
  media,
  memberProfile,
  membership,
  message,
  offerViewDay,
  session,
  user,
} from '@/lib/db/schema';
import type { MediaStorage } from '@/lib/storage/types';
import { avatarUrl } from './avatar';
import { describeDevice } from './user-agent';

/*
 * "Export my data" (account settings): everything the product holds about one member, on every
 * site, as plain JSON. Secrets stay out (password hashes, OAuth and session tokens, the two-factor
 * secret and backup codes), and so does what belongs to others: a member who wrote to this one
 * appears by the name their message shows, never by their e-mail address or account.
 */

type MediaRow = typeof media.$inferSelect;

function mediaEntry(storage: MediaStorage, row: MediaRow) {
  return {
    id: row.id,
    siteId: row.siteId,
    position: row.position,
    alt: row.alt,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: row.createdAt,
    url: storage.publicUrl(row.fullKey),
  };
}

async function listingsWithMedia(db: Database, storage: MediaStorage, userId: string) {
  const listings = await db
    .select()
    .from(listing)
    .where(eq(listing.ownerId, userId))
    .orderBy(asc(listing.createdAt));
  const ids = listings.map((row) => row.id);
  const [images, views] = ids.length
    ? await Promise.all([
        db.select().from(media).where(inArray(media.listingId, ids)).orderBy(asc(media.position)),
        db
          .select({ listingId: offerViewDay.listingId, day: offerViewDay.day, views: offerViewDay.views })
          .from(offerViewDay)
          .where(inArray(offerViewDay.listingId, ids))
          .orderBy(asc(offerViewDay.day)),
      ])
    : [[], []];
  return listings.map((row) => ({
    id: row.id,
    siteId: row.siteId,
    productName: row.productName,
    description: row.description,
    price: row.price,
    currency: row.currency,
    pricing: row.pricing,
    duration: row.duration,
    location: row.location,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    images: images.filter((image) => image.listingId === row.id).map((image) => mediaEntry(storage, image)),
    viewsPerDay: views
      .filter((view) => view.listingId === row.id)
      .map(({ day, views: count }) => ({ day, views: count })),
  }));
}

async function messagesOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(message)
    .where(or(eq(message.senderId, userId), eq(message.recipientId, userId)))
    .orderBy(asc(message.createdAt));
  const counterpartIds = [
    ...new Set(
      rows.map((row) => (row.recipientId === userId ? row.senderId : row.recipientId)).filter(Boolean),
    ),
  ] as string[];
  const names = counterpartIds.length
    ? new Map(
        (
          await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, counterpartIds))
        ).map((row) => [row.id, row.name]),
      )
    : new Map<string, string>();
  return rows.map((row) => {
    const received = row.recipientId === userId;
    // A visitor's address is part of what their message shows; a member's never is.
    const visitor = received && row.senderId === null;
    return {
      id: row.id,
      siteId: row.siteId,
      direction: received ? ('received' as const) : ('sent' as const),
      counterpartName: received ? row.senderName : (names.get(row.recipientId) ?? null),
      counterpartEmail: visitor ? row.senderEmail : null,
      listingId: row.listingId,
      body: row.body,
      createdAt: row.createdAt,
      readAt: row.readAt,
    };
  });
}

async function callsOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(callSession)
    .where(or(eq(callSession.callerId, userId), eq(callSession.calleeId, userId)))
    .orderBy(asc(callSession.startedAt));
  return rows.map((row) => ({
    id: row.id,
    siteId: row.siteId,
    role: row.callerId === userId ? ('caller' as const) : ('callee' as const),
    answered: row.callerJoined && row.calleeJoined,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
  }));
}

/** The export of one member; `null` when the account no longer exists. */
export async function memberExport(db: Database, storage: MediaStorage, userId: string, now = new Date()) {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) return null;
  const [accounts, memberships, [profile], listings, uploads, messages, calls, sessions, audit] =
    await Promise.all([
      db
        .select({ providerId: account.providerId, createdAt: account.createdAt })
        .from(account)
        .where(eq(account.userId, userId)),
      db
        .select({
          siteId: membership.siteId,
          roles: membership.roles,
          scopes: membership.scopes,
          suspendedAt: membership.suspendedAt,
          createdAt: membership.createdAt,
        })
        .from(membership)
        .where(eq(membership.userId, userId)),
      db
        .select({
          about: memberProfile.about,
          locale: memberProfile.locale,
          notifyMessagesByEmail: memberProfile.notifyMessagesByEmail,
          updatedAt: memberProfile.updatedAt,
        })
        .from(memberProfile)
        .where(eq(memberProfile.userId, userId)),
      listingsWithMedia(db, storage, userId),
      db
        .select()
        .from(media)
        .where(and(eq(media.ownerId, userId), isNull(media.listingId))),
      messagesOf(db, userId),
      callsOf(db, userId),
      db
        .select({
          siteId: session.siteId,
          userAgent: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(eq(session.userId, userId)),
      db
        .select({ siteId: auditLog.siteId, action: auditLog.action, createdAt: auditLog.createdAt })
        .from(auditLog)
        .where(eq(auditLog.targetId, userId))
        .orderBy(asc(auditLog.createdAt)),
    ]);
  return {
    exportedAt: now,
    user: {
      id: person.id,
      name: person.name,
      email: person.email,
      emailVerified: person.emailVerified,
      avatar: avatarUrl(storage, person.image),
      twoFactorEnabled: person.twoFactorEnabled,
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
    },
    signInMethods: accounts,
    memberships,
    profile: profile ?? null,
    listings,
    uploadsNotInAListing: uploads.map((row) => mediaEntry(storage, row)),
    messages,
    calls,
    sessions: sessions.map(({ userAgent, ...row }) => ({
      ...row,
      userAgent,
      device: describeDevice(userAgent),
    })),
    adminActionsAboutYou: audit,
  };
}
