'use client';

import { useLocale, useTranslations } from 'next-intl';
import { invoiceFormat } from '@/lib/invoices/invoice-format';
import type { InvoiceListRow } from '@/lib/invoices/invoice-row';
import { fromHundredths, toHundredths } from '@/lib/invoices/money';
import type { Locale } from '@/lib/i18n/locales';

type Bucket = 'invoiced' | 'outstanding' | 'paid';

/** Exact sums of the shown invoices per currency: all, sent and not yet paid, paid. */
function sums(rows: readonly InvoiceListRow[]) {
  const byCurrency = new Map<string, Record<Bucket, bigint>>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? { invoiced: 0n, outstanding: 0n, paid: 0n };
    const total = toHundredths(row.total) ?? 0n;
    sum.invoiced += total;
    if (row.status === 'sent') sum.outstanding += total;
    if (row.status === 'paid') sum.paid += total;
    byCurrency.set(row.currency, sum);
  }
  return [...byCurrency];
}

/** The totals of what the filters show, as three figures. */
export function InvoiceSummary({ rows }: { rows: readonly InvoiceListRow[] }) {
  const t = useTranslations('Invoice');
  const format = invoiceFormat(useLocale() as Locale);
  const buckets: Bucket[] = ['invoiced', 'outstanding', 'paid'];
  const currencies = sums(rows);
  if (!currencies.length) return null;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {buckets.map((bucket) => (
        <div key={bucket} className="surface px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t(`sum_${bucket}`)}</dt>
          {currencies.map(([currency, sum]) => (
            <dd key={currency} suppressHydrationWarning className="text-xl font-semibold tabular-nums">
              {format.money(fromHundredths(sum[bucket]), currency)}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
