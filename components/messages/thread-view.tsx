'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Fragment, startTransition, useEffect, useRef, useState, useTransition, type RefObject } from 'react';
import { deleteConversationAction, type InboxActionResult } from '@/lib/messages/actions';
import type { MessageKey } from '@/lib/i18n/message-keys';
import { errorKey } from './inbox-errors';
import type { InboxConversation, InboxLinks, InboxMessage } from './inbox-types';
import { ListingMarker, MessageBubble } from './message-bubble';
import { ReplyBox } from './reply-box';
import { ReplyByEmail } from './reply-by-email';
import { ThreadHeader } from './thread-header';
import { useMarkReadOnOpen } from './use-mark-read-on-open';

interface ThreadViewProps {
  conversation: InboxConversation;
  messages: InboxMessage[];
  /** The viewer chose this conversation (`?c=`): it is marked read. */
  opened: boolean;
  links: InboxLinks;
  replyMaxLength: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnnounce: (text: string) => void;
  onDeleted: () => void;
}

async function remove(key: string): Promise<InboxActionResult> {
  try {
    return await deleteConversationAction(key);
  } catch {
    return { ok: false, error: 'failed' };
  }
}

/** One conversation: header, the messages oldest first (newest in view), and the way to answer. */
export function ThreadView({ conversation, messages, opened, links, replyMaxLength, headingRef, onAnnounce, onDeleted }: ThreadViewProps) {
  const t = useTranslations('Inbox');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [deleting, startDeleting] = useTransition();
  const [deleteError, setDeleteError] = useState<MessageKey<'Inbox'> | null>(null);
  const lastId = messages.at(-1)?.id;
  useMarkReadOnOpen(conversation.key, conversation.unreadCount, opened, lastId);

  useEffect(() => {
    const region = scrollRef.current;
    if (region) region.scrollTop = region.scrollHeight;
  }, [lastId]);

  const onDelete = () => {
    setDeleteError(null);
    startDeleting(async () => {
      const result = await remove(conversation.key);
      startTransition(() => {
        // Already gone (another tab): the same outcome for the viewer.
        if (result.ok || result.error === 'notFound') onDeleted();
        else setDeleteError(errorKey(result));
      });
    });
  };

  return (
    <div className="flex min-h-0 grow flex-col">
      <ThreadHeader conversation={conversation} links={links} headingRef={headingRef} deleting={deleting} onDelete={onDelete} />
      {deleteError ? (
        <div role="alert" className="m-4 mb-0 flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm text-destructive">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            {t('deleteFailed')} {t(deleteError)}
          </p>
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll the messages. */}
      <div
        ref={scrollRef}
        role="region"
        aria-label={t('threadLabel', { name: conversation.counterpartName })}
        tabIndex={0}
        className="min-h-0 grow overflow-y-auto p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => {
            const previous = index > 0 ? messages[index - 1]!.listingName : null;
            const marker = message.listingName && message.listingName !== previous;
            return (
              <Fragment key={message.id}>
                {marker ? <ListingMarker listingName={message.listingName!} /> : null}
                <MessageBubble message={message} counterpartName={conversation.counterpartName} />
              </Fragment>
            );
          })}
        </ol>
      </div>
      {conversation.counterpartUserId ? (
        <ReplyBox
          conversationKey={conversation.key}
          counterpartName={conversation.counterpartName}
          maxLength={replyMaxLength}
          onSent={() => onAnnounce(t('replySent', { name: conversation.counterpartName }))}
        />
      ) : conversation.email ? (
        <ReplyByEmail email={conversation.email} listingName={conversation.listingName} />
      ) : null}
    </div>
  );
}
