'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { ShortDate } from '@/components/messages/message-date';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { LabelChip } from './label-swatch';
import { folderHref, mailLinkId } from './mailbox-links';
import type { MailboxView, MailItem } from './mailbox-types';

interface MailListItemProps {
  item: MailItem;
  view: MailboxView;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onStar: () => void;
  busy: boolean;
}

/** Up and down arrows move between the messages' links, Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLAnchorElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-mail-link]')].filter(
    (link) => link.getClientRects().length,
  );
  const index = links.indexOf(event.currentTarget);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : index + (event.key === 'ArrowDown' ? 1 : -1);
  const target = links[Math.max(0, Math.min(links.length - 1, next))];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** One message of the list: select box, star, and the link that opens it in the reading pane. */
export function MailListItem({ item, view, checked, onCheck, onStar, busy }: MailListItemProps) {
  const t = useTranslations('MailApp');
  const isOpen = view.open?.id === item.id;
  const name = item.direction === 'out' ? t('toName', { name: item.counterpartName }) : item.counterpartName;
  const labels = view.labels.filter((label) => item.labelIds.includes(label.id));
  return (
    <li
      className={cn(
        'flex items-start gap-2 border-b border-border px-3 py-2.5 transition-colors',
        isOpen ? 'bg-primary-soft' : checked ? 'bg-accent' : item.unread ? 'bg-card' : 'bg-muted/40',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={t(item.direction === 'out' ? 'selectSent' : 'selectMessage', {
          name: item.counterpartName,
        })}
        className="mt-1.5 size-4 shrink-0 accent-primary"
      />
      <button
        type="button"
        onClick={onStar}
        disabled={busy}
        aria-pressed={item.starred}
        aria-label={t('starMessage', { name: item.counterpartName })}
        className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-pressed:text-amber-500"
      >
        <Star aria-hidden className={cn('size-4', item.starred && 'fill-current')} />
      </button>
      <Link
        id={mailLinkId(item.id)}
        data-mail-link
        href={folderHref(view.segment, { q: view.q, page: view.page, m: item.id })}
        aria-current={isOpen ? 'true' : undefined}
        onKeyDown={moveFocus}
        className="min-w-0 grow rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', item.unread ? 'font-semibold' : 'text-muted-foreground')}>
            {name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">
            <ShortDate iso={item.createdAt} now={view.now} />
          </span>
        </span>
        <span className={cn('block truncate text-sm', item.unread && 'font-semibold')}>
          {item.unread ? <span className="sr-only">{t('unreadMark')}: </span> : null}
          {item.subject ?? t('noSubject')}
        </span>
        <span dir="auto" className="block truncate text-start text-sm text-muted-foreground">
          {item.excerpt}
        </span>
        {labels.length ? (
          <span className="mt-1 flex flex-wrap gap-1">
            {labels.map((label) => (
              <LabelChip key={label.id} name={label.name} color={label.color} />
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
