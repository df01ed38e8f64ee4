'use client';

import { MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';

/** The empty state's heading takes focus when the last conversation is deleted. */
export const INBOX_EMPTY_HEADING_ID = 'inbox-empty-heading';

/** The member has no messages on this site yet. */
export function InboxEmpty() {
  const t = useTranslations('Inbox');
  return (
    <EmptyState icon={MessagesSquare} title={t('emptyTitle')} text={t('emptyText')} headingId={INBOX_EMPTY_HEADING_ID} />
  );
}
