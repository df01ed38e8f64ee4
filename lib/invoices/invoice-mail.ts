import 'server-only';
import { translatorFor } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/locales';
import type { Mail } from '@/lib/mail/mailer';
import type { SiteConfig } from '@/sites';
import { invoiceFormat } from './invoice-format';
import { formatInvoiceNumber } from './invoice-number';
import type { InvoiceLineRow, InvoiceRow } from './repository';

/**
 * The invoice as a plain-text mail to its buyer, in `locale`: the summary itself (lines, totals,
 * due date, note) and no link, since the buyer has no page to open (docs/apps.md, Invoices).
 */
export async function invoiceMail(
  site: SiteConfig,
  locale: Locale,
  sellerName: string,
  { invoice, lines }: { invoice: InvoiceRow; lines: InvoiceLineRow[] },
): Promise<Mail> {
  const t = await translatorFor(locale, 'Invoice');
  const format = invoiceFormat(locale);
  const money = (amount: string) => format.money(amount, invoice.currency);
  const number = formatInvoiceNumber(invoice.year, invoice.number);
  const values = { number, seller: sellerName, appName: site.appName, name: invoice.buyerName };
  const body = [
    t('mailGreeting', values),
    '',
    t('mailIntro', values),
    '',
    ...lines.map(
      (line) =>
        `- ${line.description}: ${format.quantity(line.quantity)} × ${money(line.unitPrice)} = ${money(line.amount)}`,
    ),
    '',
    `${t('subtotal')}: ${money(invoice.subtotal)}`,
    `${t('taxLine', { rate: format.percent(invoice.taxRate) })}: ${money(invoice.tax)}`,
    `${t('total')}: ${money(invoice.total)}`,
    `${t('issuedOn')}: ${format.day(invoice.issuedOn)}`,
    `${t('dueOn')}: ${format.day(invoice.dueOn)}`,
    ...(invoice.note ? ['', invoice.note] : []),
    '',
    t('mailClosing', values),
  ];
  return { to: invoice.buyerEmail, subject: t('mailSubject', values), text: body.join('\n') };
}
