import 'server-only';
import { z } from '@/lib/zod';
import { MAIL_SEARCH_MAX_LENGTH } from './mailbox-rules';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Each parameter on its own: a wrong one falls back to its default instead of failing the page. */
const mailboxQuerySchema = z.object({
  q: z.preprocess(first, z.string().trim().max(MAIL_SEARCH_MAX_LENGTH)).catch(''),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000)).catch(1),
  m: z
    .preprocess(first, z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .nullable()
    .catch(null),
});

export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

/** Search, page and open message of `/apps/email/{folder}` from its search params. */
export function parseMailboxQuery(searchParams: Record<string, string | string[] | undefined>): MailboxQuery {
  return mailboxQuerySchema.parse(searchParams);
}

/** The `[folder]` segment as typed: Next may hand a label in another script still percent-encoded. */
export function folderSegment(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
