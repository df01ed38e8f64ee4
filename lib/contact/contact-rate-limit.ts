import { recordAttempt, type ThrottleRule } from '@/lib/auth/account-throttle';
import type { Database } from '@/lib/db/client';

/** Abuse limits of the public contact form, per sending address and per e-mail. */
export const CONTACT_RULES = {
  perAddress: { windowSeconds: 10 * 60, max: 5 },
  perEmail: { windowSeconds: 60 * 60, max: 10 },
} satisfies Record<string, ThrottleRule>;

/**
 * The sender's address from x-forwarded-for. A reverse proxy appends the address it saw, so the
 * last entry is the trustworthy one; earlier entries are whatever the client claimed. (Without a
 * proxy, Next fills the header from the socket when the client sent none.)
 */
export function clientAddress(headers: Headers): string {
  const hops = headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? [];
  return hops.at(-1) ?? 'unknown';
}

/** Counts this attempt; true when the address or the e-mail is over its limit. */
export async function contactRateLimited(db: Database, address: string, email: string): Promise<boolean> {
  const [byAddress, byEmail] = await Promise.all([
    recordAttempt(db, `contact:ip:${address}`, CONTACT_RULES.perAddress),
    recordAttempt(db, `contact:email:${email}`, CONTACT_RULES.perEmail),
  ]);
  return byAddress > CONTACT_RULES.perAddress.max || byEmail > CONTACT_RULES.perEmail.max;
}
