import { APP_TIME_ZONE, LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/** `1200.00` EUR in Polish → `1200,00 €`. Our locale codes `br`/`cn` are not BCP 47 tags. */
export function formatPrice(locale: Locale, price: string, currency: string): string {
  return new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: 'currency', currency }).format(Number(price));
}

export function formatDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: 'long', timeZone: APP_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** At most `max` characters of plain text on one line, cut at a word, with an ellipsis. */
export function textExcerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
