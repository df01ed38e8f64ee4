'use client';

import { MessagesSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { InboxLiveRefresh } from '@/components/messages/inbox-live-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import { ChatSidebar } from './chat-sidebar';
import { ChatThread } from './chat-thread';
import type { ChatConversation, ChatLinks, ChatMessage, ChatPeer } from './chat-types';
import { NewChatSheet } from './new-chat-sheet';

interface ChatAppProps {
  conversations: ChatConversation[];
  /** The open chat (`?with=`), or none. */
  peer: ChatPeer | null;
  thread: ChatMessage[];
  /** `?with=` named nobody the member can chat with. */
  missing: boolean;
  /** The server's render time, so dates agree between server and browser. */
  now: string;
  links: ChatLinks;
  maxLength: number;
}

/** An element that cannot hold focus any more: the page, or something hidden or removed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.getClientRects().length === 0;
}

/**
 * The chat app: the chats and the open one side by side from 768 px; on phones one pane at a time,
 * the open chat with a back button. New messages and typing arrive over the realtime connection.
 */
export function ChatApp({ conversations, peer, thread, missing, now, links, maxLength }: ChatAppProps) {
  const t = useTranslations('Chat');
  const threadHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const peerId = peer?.userId ?? null;

  const mounted = useRef(false);

  useEffect(() => {
    // The first render keeps the browser's focus (skip link, page load). After choosing a chat on
    // a phone the list (and the focused link) is gone: focus goes to the chat.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (peerId && focusLost()) threadHeading.current?.focus();
  }, [peerId]);

  const notice = missing ? (
    <p className="mb-3 rounded-md border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
      {t('missing')}
    </p>
  ) : null;

  if (conversations.length === 0 && !peer) {
    return (
      <div className="min-h-0 grow overflow-y-auto">
        <InboxLiveRefresh />
        {notice}
        <EmptyState icon={MessagesSquare} title={t('emptyTitle')} text={t('emptyText')}>
          <NewChatSheet chatHref={links.chatHref} label="full" />
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="flex min-h-0 grow flex-col">
      <InboxLiveRefresh />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {notice}
      <div className="surface grid min-h-0 grow grid-rows-[minmax(0,1fr)] overflow-hidden md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div
          className={cn('min-h-0 flex-col md:flex md:border-e md:border-border', peer ? 'hidden' : 'flex')}
        >
          <ChatSidebar conversations={conversations} selectedUserId={peerId} now={now} links={links} />
        </div>
        <div className={cn('min-h-0 min-w-0 flex-col md:flex', peer ? 'flex' : 'hidden')}>
          {peer ? (
            <ChatThread
              key={peer.userId}
              peer={peer}
              messages={thread}
              now={now}
              links={links}
              maxLength={maxLength}
              headingRef={threadHeading}
              onAnnounce={setAnnouncement}
            />
          ) : (
            <div className="grid grow place-items-center p-8 text-center">
              <div className="max-w-sm space-y-2">
                <MessagesSquare aria-hidden className="mx-auto size-10 text-muted-foreground" />
                <p className="font-semibold">{t('pickTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('pickText')}</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
