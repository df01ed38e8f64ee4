'use client';

import { Inbox, Pencil, Plus, Send, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { MAIL_FILTERS, type MailFilter } from '@/lib/mailbox/mailbox-rules';
import { cn } from '@/lib/utils';
import { LabelSwatch } from './label-swatch';
import { folderHref } from './mailbox-links';
import type { MailboxView, MailLabelItem } from './mailbox-types';

const ICONS: Record<MailFilter, LucideIcon> = { inbox: Inbox, sent: Send, starred: Star, trash: Trash2 };

const entry =
  'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-primary-soft aria-[current=page]:font-medium aria-[current=page]:text-primary';

interface MailSidebarProps {
  view: MailboxView;
  onNewLabel: () => void;
  onEditLabel: (label: MailLabelItem) => void;
  /** Closes the drawer on small screens once a folder is chosen. */
  onNavigate?: () => void;
}

/** The folders with their counts, then the member's labels with create and edit. */
export function MailSidebar({ view, onNewLabel, onEditLabel, onNavigate }: MailSidebarProps) {
  const t = useTranslations('MailApp');
  const headingId = useId();
  const counts: Record<MailFilter, number> = {
    inbox: view.counts.inboxUnread,
    sent: 0,
    starred: view.counts.starred,
    trash: view.counts.trash,
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto p-3">
      <nav aria-label={t('folders')}>
        <ul className="space-y-0.5">
          {MAIL_FILTERS.map((filter) => {
            const Icon = ICONS[filter];
            const count = counts[filter];
            return (
              <li key={filter}>
                <Link
                  href={folderHref(filter)}
                  onClick={onNavigate}
                  aria-current={view.segment === filter ? 'page' : undefined}
                  className={entry}
                >
                  <Icon aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
                  <span className="grow">{t(`folder_${filter}`)}</span>
                  {count ? (
                    <span
                      className={cn(
                        'rounded-full px-2 text-xs tabular-nums',
                        filter === 'inbox' ? 'bg-primary text-primary-foreground' : 'bg-muted',
                      )}
                    >
                      <span aria-hidden>{count}</span>
                      <span className="sr-only">
                        {filter === 'inbox' ? t('unreadCount', { count }) : t('messageCount', { count })}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby={headingId} className="space-y-1">
        <div className="flex items-center justify-between gap-2 ps-3">
          <h2 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('labels')}
          </h2>
          <Button type="button" variant="ghost" size="sm" onClick={onNewLabel}>
            <Plus aria-hidden className="size-4" />
            {t('newLabel')}
          </Button>
        </div>
        {view.labels.length ? (
          <ul className="space-y-0.5">
            {view.labels.map((label) => (
              <li key={label.id} className="group flex items-center gap-1">
                <Link
                  href={folderHref(label.slug)}
                  onClick={onNavigate}
                  aria-current={
                    view.folder.kind === 'label' && view.folder.label.id === label.id ? 'page' : undefined
                  }
                  className={cn(entry, 'min-w-0 grow')}
                >
                  <LabelSwatch color={label.color} />
                  <span className="grow truncate">{label.name}</span>
                  {label.count ? (
                    <span className="text-xs text-muted-foreground tabular-nums">
                      <span aria-hidden>{label.count}</span>
                      <span className="sr-only">{t('messageCount', { count: label.count })}</span>
                    </span>
                  ) : null}
                </Link>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('editLabel', { name: label.name })}
                  title={t('editLabel', { name: label.name })}
                  onClick={() => onEditLabel(label)}
                >
                  <Pencil aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 text-sm text-muted-foreground">{t('noLabels')}</p>
        )}
      </section>
    </div>
  );
}
