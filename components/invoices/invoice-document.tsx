import { getTranslations } from 'next-intl/server';
import { SiteIcon } from '@/components/front/site-icon';
import { invoiceFormat } from '@/lib/invoices/invoice-format';
import { formatInvoiceNumber } from '@/lib/invoices/invoice-number';
import type { InvoiceLineRow, InvoiceRow } from '@/lib/invoices/repository';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/sites';
import { InvoiceStatusBadge } from './invoice-status-badge';

interface InvoiceDocumentProps {
  site: SiteConfig;
  locale: Locale;
  seller: { name: string; email: string };
  offerName: string | null;
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

/**
 * The invoice as a document: brand, parties, lines and totals in the page language and direction.
 * `print-document` makes the browser print it alone (app/globals.css), e.g. to PDF.
 */
export async function InvoiceDocument({
  site,
  locale,
  seller,
  offerName,
  invoice,
  lines,
}: InvoiceDocumentProps) {
  const t = await getTranslations('Invoice');
  const format = invoiceFormat(locale);
  const money = (amount: string) => format.money(amount, invoice.currency);
  const number = formatInvoiceNumber(invoice.year, invoice.number);
  return (
    <article
      aria-labelledby="invoice-title"
      className="print-document surface mx-auto max-w-4xl space-y-8 p-6 sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-lg bg-primary text-primary-foreground print:border print:border-current print:bg-transparent print:text-current">
            <SiteIcon name={site.icon} className="size-6" />
          </span>
          <div>
            <p className="text-xl font-semibold tracking-tight">{site.appName}</p>
            <p className="text-sm text-muted-foreground">{site.appDomain}</p>
          </div>
        </div>
        <div className="space-y-1 text-end">
          <h1 id="invoice-title" className="text-2xl font-bold tracking-tight">
            {t('documentTitle')} <bdi dir="ltr">{number}</bdi>
          </h1>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
      </div>

      <div className="grid gap-6 sm:grid-cols-3">
        <section aria-labelledby="invoice-from" className="space-y-1 text-sm">
          <h2
            id="invoice-from"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t('from')}
          </h2>
          <p dir="auto" className="font-medium">
            {seller.name}
          </p>
          <p className="text-muted-foreground">
            <bdi>{seller.email}</bdi>
          </p>
        </section>
        <section aria-labelledby="invoice-to" className="space-y-1 text-sm">
          <h2 id="invoice-to" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('billTo')}
          </h2>
          <p dir="auto" className="font-medium">
            {invoice.buyerName}
          </p>
          {invoice.buyerId ? (
            <p className="text-muted-foreground">{t('memberBuyer', { appName: site.appName })}</p>
          ) : (
            <p className="text-muted-foreground">
              <bdi>{invoice.buyerEmail}</bdi>
            </p>
          )}
          {invoice.buyerAddress ? (
            <p dir="auto" className="whitespace-pre-line">
              {invoice.buyerAddress}
            </p>
          ) : null}
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-self-end">
          <dt className="text-muted-foreground">{t('issuedOn')}</dt>
          <dd className="text-end">{format.day(invoice.issuedOn)}</dd>
          <dt className="text-muted-foreground">{t('dueOn')}</dt>
          <dd className="text-end font-medium">{format.day(invoice.dueOn)}</dd>
          {invoice.paidAt ? (
            <>
              <dt className="text-muted-foreground">{t('paidOn')}</dt>
              <dd className="text-end">{format.day(invoice.paidAt.toISOString().slice(0, 10))}</dd>
            </>
          ) : null}
        </dl>
      </div>

      {offerName ? <p className="text-sm">{t('offerRef', { name: offerName })}</p> : null}

      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{t('linesCaption', { number })}</caption>
          <thead className="border-b border-border text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t('lineDescription')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('lineQuantity')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('lineUnitPrice', { currency: invoice.currency })}
              </th>
              <th scope="col" className="py-2 ps-4 text-end font-medium">
                {t('lineAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-border">
                <td className="py-3 pe-4">
                  <bdi>{line.description}</bdi>
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{format.quantity(line.quantity)}</td>
                <td className="px-4 py-3 text-end tabular-nums">{money(line.unitPrice)}</td>
                <td className="py-3 ps-4 text-end tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto w-full max-w-xs space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('subtotal')}</dt>
          <dd className="tabular-nums">{money(invoice.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('taxLine', { rate: format.percent(invoice.taxRate) })}</dt>
          <dd className="tabular-nums">{money(invoice.tax)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-2 text-lg font-semibold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums">{money(invoice.total)}</dd>
        </div>
      </dl>

      {invoice.note ? (
        <section aria-labelledby="invoice-note" className="space-y-1 border-t border-border pt-6 text-sm">
          <h2
            id="invoice-note"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t('note')}
          </h2>
          <p dir="auto" className="whitespace-pre-line">
            {invoice.note}
          </p>
        </section>
      ) : null}
    </article>
  );
}
