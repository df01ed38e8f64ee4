import { createFormatter } from 'next-intl';
import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/**
 * Amounts and dates of an invoice in a language, for the list, the preview and the mail alike.
 * Our short codes are not all BCP 47 tags ("br" would be Breton), so the formatter gets the real tag.
 */
export function invoiceFormat(locale: Locale) {
  // The app types next-intl's locale as our short codes; the formatter itself takes any BCP 47 tag.
  const format = createFormatter({ locale: LANGUAGE_TAG[locale] as Locale, timeZone: APP_TIME_ZONE });
  return {
    /** A decimal string (exact in the database) shown as money; display only, never computed with. */
    money: (amount: string, currency: string) =>
      format.number(Number(amount), { style: 'currency', currency }),
    quantity: (value: string) => format.number(Number(value), { maximumFractionDigits: 2 }),
    percent: (value: string) =>
      format.number(Number(value) / 100, { style: 'percent', maximumFractionDigits: 2 }),
    /** A `YYYY-MM-DD` calendar date, as written, whatever the time zone. */
    day: (isoDate: string) =>
      format.dateTime(new Date(`${isoDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
