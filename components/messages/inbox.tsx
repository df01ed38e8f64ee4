'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { ConversationList } from './conversation-list';
import { conversationLinkId } from './conversation-list-item';
import { INBOX_EMPTY_HEADING_ID, InboxEmpty } from './inbox-empty';
import { InboxLiveRefresh } from './inbox-live-refresh';
import type { InboxConversation, InboxLinks, InboxMessage } from './inbox-types';
import { ThreadView } from './thread-view';

interface InboxProps {
  conversations: InboxConversation[];
  /** The conversation shown in the thread pane: the one asked for, else the newest. */
  selected: InboxConversation | null;
  thread: InboxMessage[];
  /** The viewer asked for `selected` (`?c=`): small screens show the thread instead of the list. */
  opened: boolean;
  /** `?c=` named a conversation that does not exist (any more). */
  missing: boolean;
  /** The server's render time, so relative dates agree between server and browser. */
  now: string;
  links: InboxLinks;
  replyMaxLength: number;
}

/** An element that cannot hold focus any more: the page, or something hidden or removed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || active.getClientRects().length === 0;
}

/**
 * "My messages": the conversation list and the open thread side by side from 960 px; below,
 * the list, and the thread as its own view with a back button. Focus follows the view change.
 */
export function Inbox({ conversations, selected, thread, opened, missing, now, links, replyMaxLength }: InboxProps) {
  const t = useTranslations('Inbox');
  const router = useRouter();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const threadHeading = useRef<HTMLHeadingElement>(null);
  const lastOpened = useRef<string | null>(null);
  const mounted = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const selectedKey = selected?.key ?? null;

  useEffect(() => {
    // The first render keeps the browser's focus (skip link, page load); later view changes move it.
    if (!mounted.current) {
      mounted.current = true;
      if (opened) lastOpened.current = selectedKey;
      return;
    }
    if (opened && selectedKey) {
      lastOpened.current = selectedKey;
      if (focusLost()) threadHeading.current?.focus();
      return;
    }
    if (!focusLost()) return;
    const previous = lastOpened.current ? document.getElementById(conversationLinkId(lastOpened.current)) : null;
    (previous?.getClientRects().length ? previous : (listHeading.current ?? document.getElementById(INBOX_EMPTY_HEADING_ID)))?.focus();
  }, [opened, selectedKey]);

  const onDeleted = () => {
    if (selected) setAnnouncement(t('deleted', { name: selected.counterpartName }));
    router.replace(links.listHref, { scroll: false });
    router.refresh();
  };

  return (
    <div className="space-y-4">
      <InboxLiveRefresh />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {missing ? <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">{t('conversationGone')}</p> : null}
      {conversations.length === 0 ? (
        <InboxEmpty />
      ) : (
        <div className="surface grid overflow-hidden md:h-[min(48rem,calc(100dvh-12rem))] md:min-h-[28rem] md:grid-rows-[minmax(0,1fr)] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
          <div className={cn('min-h-0 flex-col md:flex md:border-e md:border-border', opened ? 'hidden' : 'flex')}>
            <ConversationList conversations={conversations} selectedKey={selectedKey} now={now} headingRef={listHeading} />
          </div>
          <div className={cn('min-h-0 min-w-0 flex-col md:flex', opened ? 'flex' : 'hidden')}>
            {selected ? (
              <ThreadView
                key={selected.key}
                conversation={selected}
                messages={thread}
                opened={opened}
                links={links}
                replyMaxLength={replyMaxLength}
                headingRef={threadHeading}
                onAnnounce={setAnnouncement}
                onDeleted={onDeleted}
              />
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
