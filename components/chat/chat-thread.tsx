'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { useMarkReadOnOpen } from '@/components/messages/use-mark-read-on-open';
import { ChatBubbles } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import { ChatThreadHeader } from './chat-thread-header';
import type { ChatLinks, ChatMessage, ChatPeer } from './chat-types';
import { usePeerTyping, useSendTyping } from './use-typing';

interface ChatThreadProps {
  peer: ChatPeer;
  messages: ChatMessage[];
  now: string;
  links: ChatLinks;
  maxLength: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnnounce: (text: string) => void;
}

/** One chat: header, the messages (newest in view), who is typing and the message box. */
export function ChatThread({
  peer,
  messages,
  now,
  links,
  maxLength,
  headingRef,
  onAnnounce,
}: ChatThreadProps) {
  const t = useTranslations('Chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const typing = usePeerTyping(peer.userId, lastId);
  const sendTyping = useSendTyping(peer.userId);
  // Open means read: the chat is only shown when the member chose it.
  useMarkReadOnOpen(peer.key, peer.unreadCount, true, lastId);

  useEffect(() => {
    const region = scrollRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [lastId, typing]);

  return (
    <div className="flex min-h-0 grow flex-col">
      <ChatThreadHeader peer={peer} typing={typing} links={links} headingRef={headingRef} />
      {/* Focusable so keyboard users can scroll the messages. */}
      <div
        ref={scrollRef}
        role="region"
        aria-label={t('threadLabel', { name: peer.name })}
        tabIndex={0}
        className="min-h-0 grow overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {t('threadEmpty', { name: peer.name })}
          </p>
        ) : (
          <ChatBubbles messages={messages} peerName={peer.name} now={now} />
        )}
        {typing ? (
          <p
            aria-hidden
            className="mt-3 flex w-fit items-center gap-1 rounded-2xl rounded-es-sm bg-muted px-3.5 py-2.5"
          >
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </p>
        ) : null}
      </div>
      <ChatComposer
        key={peer.userId}
        peerId={peer.userId}
        peerName={peer.name}
        maxLength={maxLength}
        onTyping={sendTyping}
        onSent={() => onAnnounce(t('sent', { name: peer.name }))}
      />
    </div>
  );
}
