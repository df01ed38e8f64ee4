import 'server-only';
import { getFormatter } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** A plan's price as the page shows it, in whole units of the site's currency. */
export async function planPriceFormatter(locale: Locale) {
  const format = await getFormatter({ locale });
  return (amount: number, currency: string) =>
    format.number(amount, { style: 'currency', currency, maximumFractionDigits: 0 });
}
