'use client';

import { ArrowLeft, Phone } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CounterpartAvatar } from './counterpart-avatar';
import { DeleteConversationButton } from './delete-conversation-button';
import type { InboxConversation, InboxLinks } from './inbox-types';

interface ThreadHeaderProps {
  conversation: InboxConversation;
  links: InboxLinks;
  headingRef: RefObject<HTMLHeadingElement | null>;
  deleting: boolean;
  onDelete: () => void;
}

/** Who the conversation is with and what about; back (small screens), call and delete. */
export function ThreadHeader({ conversation, links, headingRef, deleting, onDelete }: ThreadHeaderProps) {
  const t = useTranslations('Inbox');
  const memberId = conversation.counterpartUserId;
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
      <Link href={links.listHref} scroll={false} aria-label={t('backToList')} className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ms-2 md:hidden')}>
        <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </Link>
      <CounterpartAvatar name={conversation.counterpartName} size="lg" />
      <div className="min-w-0 grow basis-40">
        <h2 ref={headingRef} tabIndex={-1} className="truncate text-base font-semibold outline-none">
          {conversation.counterpartName}
        </h2>
        <p className="truncate text-sm text-muted-foreground">
          {conversation.email ?? t('member')}
          {conversation.listingName ? ` · ${t('about', { listing: conversation.listingName })}` : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {memberId ? (
          <Link href={`${links.callHref}?to=${encodeURIComponent(memberId)}`} className={buttonVariants({ variant: 'soft', size: 'sm' })}>
            <Phone aria-hidden className="size-4" />
            {t('call')}
          </Link>
        ) : null}
        <DeleteConversationButton name={conversation.counterpartName} isMember={Boolean(memberId)} pending={deleting} onConfirm={onDelete} />
      </div>
    </header>
  );
}
