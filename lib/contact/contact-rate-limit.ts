import 'server-only';
import type { Database } from '@/lib/db/client';
import { recordAttempt } from '@/lib/rate-limit/fixed-window';
import { CONTACT_RULES } from '@/lib/rate-limit/rules';

/** Counts this attempt; true when the address or the e-mail is over its limit. */
export async function contactRateLimited(db: Database, address: string, email: string): Promise<boolean> {
  const [byAddress, byEmail] = await Promise.all([
    recordAttempt(db, `contact:ip:${address}`, CONTACT_RULES.perAddress),
    recordAttempt(db, `contact:email:${email}`, CONTACT_RULES.perEmail),
  ]);
  return byAddress > CONTACT_RULES.perAddress.max || byEmail > CONTACT_RULES.perEmail.max;
}
