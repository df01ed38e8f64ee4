import type { AppHref } from '@/lib/i18n/navigation';

export interface MailboxLinkQuery {
  q?: string;
  page?: number;
  /** The message open in the reading pane. */
  m?: string;
}

/** A folder of the e-mail app with its search, page and open message (empty values left out). */
export function folderHref(segment: string, query: MailboxLinkQuery = {}): AppHref {
  const entries = Object.entries(query).filter(
    ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
  );
  return {
    pathname: '/apps/email/[folder]',
    params: { folder: segment },
    query: entries.length ? Object.fromEntries(entries) : undefined,
  };
}

/** The id of a row's link, to give focus back to it. */
export const mailLinkId = (id: string) => `mail-${id}`;
