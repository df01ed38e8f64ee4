'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { ConversationListItem } from './conversation-list-item';
import type { InboxConversation } from './inbox-types';

interface ConversationListProps {
  conversations: InboxConversation[];
  selectedKey: string | null;
  now: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The viewer's conversations, newest first; each opens its thread. */
export function ConversationList({ conversations, selectedKey, now, headingRef }: ConversationListProps) {
  const t = useTranslations('Inbox');
  const unread = conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
  return (
    <section aria-labelledby="inbox-conversations-heading" className="flex min-h-0 flex-col">
      <div className="flex items-baseline gap-2 border-b border-border px-4 py-3">
        <h2 id="inbox-conversations-heading" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {t('conversations')}
        </h2>
        <span className="ms-auto text-xs text-muted-foreground">
          {unread ? t('unread', { count: unread }) : t('count', { count: conversations.length })}
        </span>
      </div>
      <ul className="min-h-0 grow divide-y divide-border md:overflow-y-auto">
        {conversations.map((conversation) => (
          <ConversationListItem key={conversation.key} conversation={conversation} selected={conversation.key === selectedKey} now={now} />
        ))}
      </ul>
    </section>
  );
}
