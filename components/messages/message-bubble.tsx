'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils';
import type { InboxMessage } from './inbox-types';
import { FullDate } from './message-date';

/** One message: received ones at the start, the viewer's replies at the end (mirrored in RTL). */
export function MessageBubble({ message, counterpartName }: { message: InboxMessage; counterpartName: string }) {
  const t = useTranslations('Inbox');
  const mine = message.direction === 'out';
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]', mine ? 'items-end self-end' : 'items-start self-start')}>
      <div
        className={cn(
          'rounded-2xl px-4 py-2.5 text-sm whitespace-pre-wrap break-words',
          mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? t('youWrote') : t('theyWrote', { name: counterpartName })}</span>
        {message.body}
      </div>
      <span className="px-1 text-xs text-muted-foreground">
        <FullDate iso={message.createdAt} />
      </span>
    </li>
  );
}

/** Marks where the conversation turns to another listing. */
export function ListingMarker({ listingName }: { listingName: string }) {
  const t = useTranslations('Inbox');
  return (
    <li className="self-center rounded-full bg-accent px-3 py-1 text-center text-xs text-muted-foreground">{t('about', { listing: listingName })}</li>
  );
}
