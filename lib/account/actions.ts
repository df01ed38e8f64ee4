'use server';

import { headers } from 'next/headers';
import { updateTag } from 'next/cache';
import { z } from '@/lib/zod';
import { getAuth } from '@/lib/auth/auth';
import { currentViewer } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listingTag, siteListingsTag } from '@/lib/listings/cache-tags';
import { forgetSearches } from '@/lib/listings/search-cache';
import { siteOfRequestHeaders } from '@/lib/site/request-site';
import { getStorage } from '@/lib/storage';
import { accountFormSchema, confirmPasswordSchema, type AccountFormValues } from './account-schema';
import { removeAvatar } from './avatar';
import { deleteAccount } from './delete-account';
import { checkAccountPassword, hasPassword } from './password-check';
import { saveAccount, setMessageMails } from './repository';
import { revokeOtherSessions, revokeSession, type SessionOwner } from './sessions';

export type AccountActionError =
  'unauthenticated' | 'invalid' | 'notFound' | 'wrongPassword' | 'wrongEmail' | 'tooManyAttempts' | 'failed';

export type AccountActionResult =
  | { ok: true }
  | {
      ok: false;
      error: AccountActionError;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

const UNAUTHENTICATED = { ok: false, error: 'unauthenticated' } as const;
const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const deleteSchema = z.union([
  confirmPasswordSchema,
  z.object({ email: z.string().trim().toLowerCase().max(254) }),
]);

/**
 * The signed-in member of this site and the session making the request; null for anyone else. Each
 * action acts on this member only: no action takes a member id from the client.
 */
async function signedIn(): Promise<(SessionOwner & { email: string }) | null> {
  const site = await siteOfRequestHeaders();
  const viewer = await currentViewer(site.id);
  if (viewer.kind !== 'member') return null;
  const session = await getAuth().api.getSession({ headers: await headers() });
  if (!session || session.user.id !== viewer.userId) return null;
  return {
    userId: viewer.userId,
    siteId: site.id,
    currentSessionId: session.session.id,
    email: viewer.email,
  };
}

function failed(error: unknown): AccountActionResult {
  console.error('[account] action failed:', error);
  return { ok: false, error: 'failed' };
}

/** Name, preferred language and "about" (account tab); the same schema as the form. */
export async function saveAccountAction(input: AccountFormValues): Promise<AccountActionResult> {
  const parsed = accountFormSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    return { ok: false, error: 'invalid', fieldErrors };
  }
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  try {
    await saveAccount(getDb(), member.userId, parsed.data);
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

export async function setMessageMailsAction(on: boolean): Promise<AccountActionResult> {
  if (typeof on !== 'boolean') return { ok: false, error: 'invalid' };
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  try {
    await setMessageMails(getDb(), member.userId, on);
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

export async function removeAvatarAction(): Promise<AccountActionResult> {
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  try {
    await removeAvatar(getDb(), getStorage(), member.userId);
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** Signs out one other device of the member on this site; notFound for any other session. */
export async function revokeSessionAction(sessionId: string): Promise<AccountActionResult> {
  if (!sessionIdSchema.safeParse(sessionId).success) return { ok: false, error: 'invalid' };
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  try {
    return (await revokeSession(getAuth(), getDb(), member, sessionId))
      ? { ok: true }
      : { ok: false, error: 'notFound' };
  } catch (error) {
    return failed(error);
  }
}

/** Signs out every other device of the member on this site. */
export async function revokeOtherSessionsAction(): Promise<AccountActionResult> {
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  try {
    await revokeOtherSessions(getAuth(), getDb(), member);
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/**
 * Deletes the member's account for good, confirmed with their password (or, for an account that
 * signs in with Google only, their e-mail address). The browser signs out and leaves afterwards.
 */
export async function deleteAccountAction(
  input: { password: string } | { email: string },
): Promise<AccountActionResult> {
  const parsed = deleteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const member = await signedIn();
  if (!member) return UNAUTHENTICATED;
  const auth = getAuth();
  const db = getDb();
  try {
    if ('password' in parsed.data) {
      const check = await checkAccountPassword(auth, db, member.userId, parsed.data.password);
      if (check.kind === 'tooMany')
        return { ok: false, error: 'tooManyAttempts', retryAfterSeconds: check.retryAfterSeconds };
      if (check.kind !== 'right') return { ok: false, error: 'wrongPassword' };
    } else {
      // Only an account without a password may confirm with its e-mail address.
      if (await hasPassword(db, member.userId)) return { ok: false, error: 'wrongPassword' };
      if (parsed.data.email !== member.email.toLowerCase()) return { ok: false, error: 'wrongEmail' };
    }
    const listings = await deleteAccount(auth, db, getStorage(), member.userId);
    for (const { id } of listings) updateTag(listingTag(id));
    for (const siteId of new Set(listings.map((row) => row.siteId))) {
      updateTag(siteListingsTag(siteId));
      forgetSearches(siteId);
    }
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}
