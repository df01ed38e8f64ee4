import 'server-only';
import { notFound } from 'next/navigation';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localePath } from '@/lib/i18n/locale-path';
import type { PageContext } from '@/lib/site/page-context';
import type { InvoiceFormValues } from './invoice-schema';
import { formatInvoiceNumber } from './invoice-number';
import type { InvoiceListRow } from './invoice-row';
import { invoiceScope } from './invoice-scope';
import { invoiceFormChoices, invoicesOfOwner, InvoiceNotFound, offerNameOf, ownInvoice } from './repository';

type Member = Extract<Viewer, { kind: 'member' }>;

/** guardPage has already sent visitors elsewhere; a page that still gets one shows not-found. */
export function memberOrNotFound(viewer: Viewer): Member {
  if (viewer.kind !== 'member') notFound();
  return viewer;
}

const hrefs = (ctx: PageContext, id: string) => ({
  previewHref: localePath(ctx.locale, { pathname: '/apps/invoice/preview/[id]', params: { id } }),
  editHref: localePath(ctx.locale, { pathname: '/apps/invoice/edit/[id]', params: { id } }),
});

/** The rows of the invoice list: the member's invoices on this site. */
export async function invoiceListRows(ctx: PageContext, viewer: Member): Promise<InvoiceListRow[]> {
  const rows = await invoicesOfOwner(getDb(), invoiceScope(ctx.site).siteId, viewer.userId);
  return rows.map(({ invoice, offerName }) => ({
    id: invoice.id,
    number: formatInvoiceNumber(invoice.year, invoice.number),
    sequence: invoice.year * 100_000 + invoice.number,
    status: invoice.status,
    buyerName: invoice.buyerName,
    offerName,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    total: invoice.total,
    currency: invoice.currency,
    ...hrefs(ctx, invoice.id),
  }));
}

/** The owner's invoice with its lines, or the not-found page (another member's, another site's, none). */
async function invoiceOrNotFound(ctx: PageContext, viewer: Member, id: string) {
  try {
    return await ownInvoice(getDb(), invoiceScope(ctx.site).siteId, viewer.userId, id);
  } catch (error) {
    if (error instanceof InvoiceNotFound) notFound();
    throw error;
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A new invoice: today, due in two weeks, one empty line. */
function emptyInvoice(now = new Date()): InvoiceFormValues {
  return {
    listingId: '',
    buyerId: '',
    buyerName: '',
    buyerEmail: '',
    buyerAddress: '',
    issuedOn: isoDay(now),
    dueOn: isoDay(new Date(now.getTime() + 14 * 86_400_000)),
    note: '',
    lines: [{ description: '', quantity: '1', unitPrice: '' }],
  };
}

/** What the form starts from and offers: the stored invoice (or an empty one) and the pickers' choices. */
export async function invoiceFormState(ctx: PageContext, viewer: Member, id?: string) {
  const scope = invoiceScope(ctx.site);
  const choices = await invoiceFormChoices(getDb(), scope.siteId, viewer.userId);
  if (!id) return { values: emptyInvoice(), status: 'draft' as const, number: null, scope, choices };
  const { invoice, lines } = await invoiceOrNotFound(ctx, viewer, id);
  const values: InvoiceFormValues = {
    listingId: invoice.listingId ?? '',
    buyerId: invoice.buyerId ?? '',
    buyerName: invoice.buyerName,
    // A member buyer's address is their account's: the form does not show it (lib/invoices/repository.ts).
    buyerEmail: invoice.buyerId ? '' : invoice.buyerEmail,
    buyerAddress: invoice.buyerAddress,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    note: invoice.note,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  };
  return {
    values,
    status: invoice.status,
    number: formatInvoiceNumber(invoice.year, invoice.number),
    scope,
    choices,
  };
}

/** The preview's data: the owner's invoice, its lines and the offer's name while the offer exists. */
export async function invoicePreview(ctx: PageContext, viewer: Member, id: string) {
  const stored = await invoiceOrNotFound(ctx, viewer, id);
  const offerName = stored.invoice.listingId
    ? await offerNameOf(getDb(), invoiceScope(ctx.site).siteId, stored.invoice.listingId)
    : null;
  return { ...stored, offerName, number: formatInvoiceNumber(stored.invoice.year, stored.invoice.number) };
}
