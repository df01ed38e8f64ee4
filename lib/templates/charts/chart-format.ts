import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';

/** How a chart's numbers read in the page's language: counts, or prices with two decimals. */
export function valueFormatter(locale: Locale, decimals = false): (value: number) => string {
  const format = new Intl.NumberFormat(LANGUAGE_TAG[locale], {
    maximumFractionDigits: decimals ? 2 : 0,
    minimumFractionDigits: decimals ? 2 : 0,
  });
  return (value) => format.format(value);
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * ApexCharts writes tooltip titles, series names and legend texts as HTML: a member's offer or
 * place name goes in escaped, never as markup.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
