import { createFormatter } from 'next-intl';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/**
 * next-intl's formatter for a page's language, on its BCP 47 tag: our codes `br` and `cn` are no
 * tags (`br` is Breton), so the numbers of a Brazilian page would be grouped the Breton way.
 */
export function figureFormat(locale: Locale) {
  const format = createFormatter({ locale: LANGUAGE_TAG[locale] as Locale, timeZone: APP_TIME_ZONE });
  return {
    count: (value: number) => format.number(value),
    money: (value: number, currency: string) =>
      format.number(value, { style: 'currency', currency, maximumFractionDigits: 0 }),
    /** Minutes as minutes below two hours, else as hours with one decimal. */
    duration: (minutes: number) =>
      minutes < 120
        ? format.number(Math.round(minutes), { style: 'unit', unit: 'minute', unitDisplay: 'short' })
        : format.number(Math.round(minutes / 6) / 10, { style: 'unit', unit: 'hour', unitDisplay: 'short' }),
    /** A UTC day (`2026-03-01`) as a short date: `1 Mar`. */
    day: (day: string) =>
      format.dateTime(new Date(`${day}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    date: (moment: Date) => format.dateTime(moment, { dateStyle: 'long' }),
  };
}
