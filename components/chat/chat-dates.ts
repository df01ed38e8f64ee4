import { APP_TIME_ZONE } from '@/lib/i18n/locales';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in the app's time zone, as `YYYY-MM-DD`. */
export const dayKeyOf = (iso: string) => dayFormat.format(new Date(iso));

/** The day before `YYYY-MM-DD`. */
export function previousDayKey(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Splits messages (oldest first) into runs of one day each. */
export function byDay<T extends { createdAt: string }>(
  messages: readonly T[],
): { day: string; messages: T[] }[] {
  const days: { day: string; messages: T[] }[] = [];
  for (const message of messages) {
    const day = dayKeyOf(message.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
