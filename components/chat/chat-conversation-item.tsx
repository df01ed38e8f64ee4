'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { MemberAvatar } from '@/components/account/member-avatar';
import { ShortDate } from '@/components/messages/message-date';
import { cn } from '@/lib/utils';
import type { ChatConversation } from './chat-types';

interface ChatConversationItemProps {
  conversation: ChatConversation;
  href: string;
  selected: boolean;
  now: string;
}

/** One chat on the list: photo, name, time, the last message and the unread count. */
export function ChatConversationItem({ conversation, href, selected, now }: ChatConversationItemProps) {
  const t = useTranslations('Chat');
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        href={href}
        scroll={false}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex items-center gap-3 border-s-2 border-transparent px-4 py-3 text-start transition outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          selected && 'border-primary bg-primary-soft hover:bg-primary-soft',
        )}
      >
        <MemberAvatar name={conversation.name} src={conversation.avatarUrl} size="sm" />
        <span className="min-w-0 grow">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>
              {conversation.name}
            </span>
            <span
              className={cn(
                'ms-auto shrink-0 text-xs',
                unread ? 'font-semibold text-primary' : 'text-muted-foreground',
              )}
            >
              <ShortDate iso={conversation.lastAt} now={now} />
            </span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn('grow truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}
            >
              {conversation.lastDirection === 'out'
                ? t('youPrefix', { excerpt: conversation.excerpt })
                : conversation.excerpt}
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
