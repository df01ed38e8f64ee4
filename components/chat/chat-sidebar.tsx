'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { ChatConversationItem } from './chat-conversation-item';
import type { ChatConversation, ChatLinks } from './chat-types';
import { NewChatSheet } from './new-chat-sheet';
import { SearchInput } from '@/components/ui/search-input';

interface ChatSidebarProps {
  conversations: ChatConversation[];
  selectedUserId: string | null;
  now: string;
  links: ChatLinks;
}

const matches = (conversation: ChatConversation, query: string) =>
  `${conversation.name} ${conversation.excerpt}`.toLocaleLowerCase().includes(query);

/** The member's chats, newest first, with a search over names and last messages and "New chat". */
export function ChatSidebar({ conversations, selectedUserId, now, links }: ChatSidebarProps) {
  const t = useTranslations('Chat');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLocaleLowerCase());
  const shown = deferred
    ? conversations.filter((conversation) => matches(conversation, deferred))
    : conversations;
  return (
    <section aria-labelledby="chat-list-heading" className="flex min-h-0 grow flex-col">
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <h2 id="chat-list-heading" className="font-semibold">
          {t('chats')}
        </h2>
        <NewChatSheet chatHref={links.chatHref} className="ms-auto" />
      </div>
      <div className="border-b border-border p-3">
        <label htmlFor={searchId} className="sr-only">
          {t('searchChats')}
        </label>
        <SearchInput
          id={searchId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('searchChatsPlaceholder')}
          className="h-9"
        />
      </div>
      {shown.length === 0 ? (
        <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
          {t('noMatches', { query: query.trim() })}
        </p>
      ) : (
        <ul className="min-h-0 grow divide-y divide-border overflow-y-auto">
          {shown.map((conversation) => (
            <ChatConversationItem
              key={conversation.userId}
              conversation={conversation}
              href={`${links.chatHref}?with=${encodeURIComponent(conversation.userId)}`}
              selected={conversation.userId === selectedUserId}
              now={now}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
