'use client';

import { useLocale } from 'next-intl';
import { APP_TIME_ZONE, LANGUAGE_TAG, isLocale } from '@/lib/i18n/locales';

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

function useLanguageTag(): string {
  const locale = useLocale();
  // Our short codes are not all BCP 47 tags ("br" would be Breton), so Intl gets the real tag.
  return isLocale(locale) ? LANGUAGE_TAG[locale] : 'en';
}

function fullText(tag: string, date: Date): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: APP_TIME_ZONE }).format(date);
}

/**
 * A compact date for the list: the time today, day and month this year, else the full date.
 * `now` comes from the server render, so server and browser write the same text.
 */
export function ShortDate({ iso, now }: { iso: string; now: string }) {
  const tag = useLanguageTag();
  const date = new Date(iso);
  const today = new Date(now);
  const sameDay = dayOf.format(date) === dayOf.format(today);
  const sameYear = dayOf.format(date).slice(0, 4) === dayOf.format(today).slice(0, 4);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : sameYear
      ? { day: 'numeric', month: 'short' }
      : { dateStyle: 'medium' };
  return (
    <time dateTime={iso} title={fullText(tag, date)}>
      {new Intl.DateTimeFormat(tag, { ...options, timeZone: APP_TIME_ZONE }).format(date)}
    </time>
  );
}

/** Date and time of one message. */
export function FullDate({ iso }: { iso: string }) {
  const tag = useLanguageTag();
  return <time dateTime={iso}>{fullText(tag, new Date(iso))}</time>;
}
