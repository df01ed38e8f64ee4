'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import { CounterpartAvatar } from './counterpart-avatar';
import type { InboxConversation } from './inbox-types';
import { ShortDate } from './message-date';

/** The id of a conversation's link in the list: focus returns to it from the thread on small screens. */
export function conversationLinkId(key: string): string {
  return `inbox-conversation-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

interface ConversationListItemProps {
  conversation: InboxConversation;
  selected: boolean;
  now: string;
}

/** One conversation: avatar, name, date, listing, the last message and the unread count. */
export function ConversationListItem({ conversation, selected, now }: ConversationListItemProps) {
  const t = useTranslations('Inbox');
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        id={conversationLinkId(conversation.key)}
        href={conversation.href}
        scroll={false}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex items-start gap-3 border-s-2 border-transparent px-4 py-3 text-start transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          selected && 'border-primary bg-primary-soft hover:bg-primary-soft',
        )}
      >
        <CounterpartAvatar name={conversation.counterpartName} />
        <span className="min-w-0 grow">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>{conversation.counterpartName}</span>
            <span className={cn('ms-auto shrink-0 text-xs', unread ? 'font-semibold text-primary' : 'text-muted-foreground')}>
              <ShortDate iso={conversation.lastAt} now={now} />
            </span>
          </span>
          {conversation.listingName ? (
            <span className="block truncate text-xs text-muted-foreground">{t('about', { listing: conversation.listingName })}</span>
          ) : null}
          <span className="mt-0.5 flex items-center gap-2">
            <span className={cn('line-clamp-2 grow text-sm break-words', unread ? 'text-foreground' : 'text-muted-foreground')}>
              {conversation.lastDirection === 'out' ? t('youPrefix', { excerpt: conversation.excerpt }) : conversation.excerpt}
            </span>
            {unread ? (
              <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                <span aria-hidden>{conversation.unreadCount}</span>
                <span className="sr-only">{t('unread', { count: conversation.unreadCount })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
