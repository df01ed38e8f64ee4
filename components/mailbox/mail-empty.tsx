'use client';

import { Inbox, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MailboxView } from './mailbox-types';

/** An empty folder says what brings messages here; a search without results says so. */
export function MailEmpty({ view }: { view: MailboxView }) {
  const t = useTranslations('MailApp');
  const Icon = view.q ? SearchX : Inbox;
  const text = view.q
    ? t('noMatches', { q: view.q })
    : view.folder.kind === 'label'
      ? t('emptyText_label')
      : t(`emptyText_${view.folder.filter}`);
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="font-medium">{view.q ? t('noMatchesTitle') : t('emptyTitle')}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
