import 'server-only';
import { and, eq } from 'drizzle-orm';
import { memberSiteOf } from '@/lib/auth/membership';
import type { Database } from '@/lib/db/client';
import { account, memberProfile, membership, user } from '@/lib/db/schema';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { SiteId } from '@/sites';
import type { AccountFormValues } from './account-schema';

/** What the account settings show of the member: their account, profile and membership here. */
export interface AccountOverview {
  name: string;
  email: string;
  image: string | null;
  twoFactorEnabled: boolean;
  about: string;
  /** null: mails follow the site's language. */
  locale: Locale | null;
  notifyMessagesByEmail: boolean;
  /** better-auth providers the member signs in with: `credential` (a password), `google`. */
  providers: string[];
  /** The row of the linked Google account (what unlinking names), if any. */
  googleAccountId: string | null;
  /** When the membership of this site began: the start of its free trial. */
  memberSince: Date;
}

export async function accountOverview(
  db: Database,
  userId: string,
  siteId: SiteId,
): Promise<AccountOverview | null> {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      image: user.image,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      about: memberProfile.about,
      locale: memberProfile.locale,
      notify: memberProfile.notifyMessagesByEmail,
      memberSince: membership.createdAt,
    })
    .from(user)
    .leftJoin(memberProfile, eq(memberProfile.userId, user.id))
    .leftJoin(membership, and(eq(membership.userId, user.id), eq(membership.siteId, memberSiteOf(siteId))))
    .where(eq(user.id, userId));
  if (!row) return null;
  const accounts = await db
    .select({ id: account.id, providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return {
    name: row.name,
    email: row.email,
    image: row.image,
    twoFactorEnabled: row.twoFactorEnabled,
    about: row.about ?? '',
    locale: isLocale(row.locale) ? row.locale : null,
    notifyMessagesByEmail: row.notify ?? false,
    providers: accounts.map((row) => row.providerId),
    googleAccountId: accounts.find((row) => row.providerId === 'google')?.id ?? null,
    memberSince: row.memberSince ?? row.createdAt,
  };
}

/** Saves the account form: the name on the account, language and "about" on the profile, together. */
export async function saveAccount(db: Database, userId: string, values: AccountFormValues): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: values.name, updatedAt: now }).where(eq(user.id, userId));
    await tx
      .insert(memberProfile)
      .values({ userId, about: values.about, locale: values.locale, updatedAt: now })
      .onConflictDoUpdate({
        target: memberProfile.userId,
        set: { about: values.about, locale: values.locale, updatedAt: now },
      });
  });
}

export async function setMessageMails(db: Database, userId: string, on: boolean): Promise<void> {
  const now = new Date();
  await db
    .insert(memberProfile)
    .values({ userId, notifyMessagesByEmail: on, updatedAt: now })
    .onConflictDoUpdate({ target: memberProfile.userId, set: { notifyMessagesByEmail: on, updatedAt: now } });
}
