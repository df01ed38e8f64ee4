import 'server-only';
import type { MailboxView, MailItem } from '@/components/mailbox/mailbox-types';
import { getDb } from '@/lib/db/client';
import { listingScope } from '@/lib/listings/scope';
import { excerptOf, REPLY_MAX_LENGTH } from '@/lib/messages/repository';
import type { SiteConfig } from '@/sites';
import { labelsOf } from './labels';
import type { MailboxQuery } from './mailbox-query';
import { isMailFilter, MAILBOX_PAGE_SIZE } from './mailbox-rules';
import { findMail, listMail, mailboxCounts, type MailFolder, type MailRow } from './repository';

function toItem({ body, createdAt, ...row }: MailRow): MailItem {
  return { ...row, excerpt: excerptOf(body), createdAt: createdAt.toISOString() };
}

/**
 * Everything `/apps/email/{folder}` shows for the member: sidebar counts and labels, one page of the
 * folder and the open message. Null when the segment is neither a fixed folder nor their label.
 */
export async function mailboxView(
  site: SiteConfig,
  userId: string,
  segment: string,
  query: MailboxQuery,
): Promise<MailboxView | null> {
  const db = getDb();
  const scope = listingScope(site);
  const [labels, counts] = await Promise.all([labelsOf(db, scope, userId), mailboxCounts(db, scope, userId)]);
  const filter = isMailFilter(segment) ? segment : null;
  const label = filter ? undefined : labels.find((candidate) => candidate.slug === segment);
  const folder: MailFolder | null = filter
    ? { kind: 'filter', filter }
    : label
      ? { kind: 'label', labelId: label.id }
      : null;
  if (!folder) return null;
  let page = query.page;
  let list = await listMail(db, scope, userId, { folder, q: query.q, page });
  if (!list.rows.length && page > 1) {
    // A page past the end (messages moved away meanwhile): show the first one.
    page = 1;
    list = await listMail(db, scope, userId, { folder, q: query.q, page });
  }
  const open = query.m ? await findMail(db, scope, userId, query.m) : null;
  return {
    folder: label ? { kind: 'label', label } : { kind: 'filter', filter: filter ?? 'inbox' },
    segment,
    counts,
    labels,
    items: list.rows.map(toItem),
    total: list.total,
    page,
    pageSize: MAILBOX_PAGE_SIZE,
    q: query.q,
    open: open ? { ...toItem(open), body: open.body } : null,
    missing: Boolean(query.m) && !open,
    now: new Date().toISOString(),
    replyMaxLength: REPLY_MAX_LENGTH,
  };
}
