'use client';

import { ArrowLeft, Inbox, Phone } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { MemberAvatar } from '@/components/account/member-avatar';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ChatLinks, ChatPeer } from './chat-types';

interface ChatThreadHeaderProps {
  peer: ChatPeer;
  typing: boolean;
  links: ChatLinks;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Who the chat is with and whether they are typing; back (phones), call (the call flow) and the inbox. */
export function ChatThreadHeader({ peer, typing, links, headingRef }: ChatThreadHeaderProps) {
  const t = useTranslations('Chat');
  return (
    <header className="flex items-center gap-3 border-b border-border px-4 py-3">
      <Link
        href={links.listHref}
        scroll={false}
        aria-label={t('backToList')}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '-ms-2 md:hidden')}
      >
        <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </Link>
      <MemberAvatar name={peer.name} src={peer.avatarUrl} size="sm" />
      <div className="min-w-0 grow">
        <h2 ref={headingRef} tabIndex={-1} className="truncate text-base font-semibold outline-none">
          {peer.name}
        </h2>
        {/* Always present so that screen readers announce the change. */}
        <p aria-live="polite" className="h-5 truncate text-sm text-primary">
          {typing ? (
            <>
              <span aria-hidden>{t('typing')}</span>
              <span className="sr-only">{t('typingLabel', { name: peer.name })}</span>
            </>
          ) : null}
        </p>
      </div>
      <Link
        href={`${links.callHref}?to=${encodeURIComponent(peer.userId)}`}
        aria-label={t('callLabel', { name: peer.name })}
        className={buttonVariants({ variant: 'soft', size: 'sm' })}
      >
        <Phone aria-hidden className="size-4" />
        <span className="max-sm:sr-only">{t('call')}</span>
      </Link>
      <Link
        href={`${links.inboxHref}?c=${encodeURIComponent(peer.key)}`}
        aria-label={t('openInbox')}
        title={t('openInbox')}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <Inbox aria-hidden className="size-4" />
      </Link>
    </header>
  );
}
