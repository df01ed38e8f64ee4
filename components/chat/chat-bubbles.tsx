'use client';

import { useLocale, useTranslations } from 'next-intl';
import { APP_TIME_ZONE, LANGUAGE_TAG, isLocale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { byDay, dayKeyOf, previousDayKey } from './chat-dates';
import type { ChatMessage } from './chat-types';

function useTag(): string {
  const locale = useLocale();
  return isLocale(locale) ? LANGUAGE_TAG[locale] : 'en';
}

/** "Today", "Yesterday" or the date, between the days of a conversation. */
function DaySeparator({ day, now }: { day: string; now: string }) {
  const t = useTranslations('Chat');
  const tag = useTag();
  const today = dayKeyOf(now);
  const label =
    day === today
      ? t('today')
      : day === previousDayKey(today)
        ? t('yesterday')
        : new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(
            new Date(`${day}T12:00:00Z`),
          );
  return (
    <h3 className="flex items-center gap-3 py-1 text-xs font-normal text-muted-foreground">
      <span aria-hidden className="h-px grow bg-border" />
      {label}
      <span aria-hidden className="h-px grow bg-border" />
    </h3>
  );
}

function Bubble({
  message,
  peerName,
  listingChanged,
}: {
  message: ChatMessage;
  peerName: string;
  listingChanged: boolean;
}) {
  const t = useTranslations('Chat');
  const tag = useTag();
  const mine = message.direction === 'out';
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: APP_TIME_ZONE }).format(
    new Date(message.createdAt),
  );
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
        mine ? 'items-end self-end' : 'items-start self-start',
      )}
    >
      {listingChanged && message.listingName ? (
        <span className="text-xs text-muted-foreground">{t('about', { listing: message.listingName })}</span>
      ) : null}
      <div
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          mine
            ? 'rounded-ee-sm bg-primary text-primary-foreground'
            : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? t('youWrote') : t('theyWrote', { name: peerName })}</span>
        {/* Members write in any language: each message takes the direction of its own text. */}
        <span dir="auto" className="block">
          {message.body}
        </span>
      </div>
      <time dateTime={message.createdAt} className="px-1 text-xs text-muted-foreground">
        {time}
      </time>
    </li>
  );
}

/** Where the conversation turns to another listing: the messages that show "About …" above them. */
function listingChanges(messages: ChatMessage[]): Set<string> {
  const changes = new Set<string>();
  let listing: string | null = null;
  for (const message of messages) {
    if (message.listingName !== null && message.listingName !== listing) changes.add(message.id);
    listing = message.listingName ?? listing;
  }
  return changes;
}

/** The conversation, oldest first, one run per day under its date. */
export function ChatBubbles({
  messages,
  peerName,
  now,
}: {
  messages: ChatMessage[];
  peerName: string;
  now: string;
}) {
  const changes = listingChanges(messages);
  return (
    <div className="flex flex-col gap-3">
      {byDay(messages).map(({ day, messages: ofDay }) => (
        <section key={day} className="flex flex-col gap-2">
          <DaySeparator day={day} now={now} />
          <ol className="flex flex-col gap-2">
            {ofDay.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                peerName={peerName}
                listingChanged={changes.has(message.id)}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
