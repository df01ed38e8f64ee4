import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '@/lib/auth/auth';
import type { Database } from '@/lib/db/client';
import { account } from '@/lib/db/schema';
import { releaseAttempt, reserveAttempt } from '@/lib/rate-limit/fixed-window';
import { ACCOUNT_RULES } from '@/lib/rate-limit/rules';

export type PasswordCheck =
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'noPassword' }
  | { kind: 'tooMany'; retryAfterSeconds: number };

/**
 * Checks the password a signed-in member typed to confirm something grave (deleting the account)
 * against their stored hash, within the failed sign-in limit of docs/architecture.md §4: a stolen
 * session cannot guess the password here any faster than at the sign-in form.
 */
async function storedHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return credential?.hash ?? null;
}

/** Whether the member signs in with a password (else only with Google). */
export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  return (await storedHash(db, userId)) !== null;
}

export async function checkAccountPassword(
  auth: Auth,
  db: Database,
  userId: string,
  password: string,
): Promise<PasswordCheck> {
  const hash = await storedHash(db, userId);
  if (!hash) return { kind: 'noPassword' };
  const key = `account:confirm:${userId}`;
  const wait = await reserveAttempt(db, key, ACCOUNT_RULES.failedSignIn);
  if (wait !== null) return { kind: 'tooMany', retryAfterSeconds: wait };
  const right = await (await auth.$context).password.verify({ hash, password });
  if (!right) return { kind: 'wrong' };
  await releaseAttempt(db, key);
  return { kind: 'right' };
}
