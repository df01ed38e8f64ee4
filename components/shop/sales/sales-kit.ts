import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { isPaymentMethod } from '@/lib/shop/sales/shop-constants';

/** The sales pages' translations and number, money and date formats in the page's language. */
export async function salesKit() {
  const t = await getTranslations('ShopSales');
  const format = await getFormatter();
  return {
    t,
    count: (value: number) => format.number(value),
    money: (amount: string | number, currency: string) =>
      format.number(Number(amount), { style: 'currency', currency }),
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' }),
    dateTime: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    payment: (method: string) => (isPaymentMethod(method) ? t(`payment.${method}`) : method),
  };
}

export type SalesKit = Awaited<ReturnType<typeof salesKit>>;
