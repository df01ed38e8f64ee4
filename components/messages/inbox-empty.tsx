'use client';

import { MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** The empty state's heading takes focus when the last conversation is deleted. */
export const INBOX_EMPTY_HEADING_ID = 'inbox-empty-heading';

/** The member has no messages on this site yet. */
export function InboxEmpty() {
  const t = useTranslations('Inbox');
  return (
    <section className="surface flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <MessagesSquare aria-hidden className="size-7" />
      </span>
      <h2 id={INBOX_EMPTY_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">{t('emptyTitle')}</h2>
      <p className="max-w-md text-muted-foreground">{t('emptyText')}</p>
    </section>
  );
}
