import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  INVOICE_STATUSES,
  invoice,
  invoiceCounter,
  invoiceLine,
  listing,
  membership,
  user,
} from '@/lib/db/schema';
import { newId } from '@/lib/ids';
import type { SiteId } from '@/sites';
import type { InvoiceFormValues } from './invoice-schema';
import { canDelete, canEdit, canMarkPaid, canSend, type InvoiceStatus } from './invoice-status';
import { invoiceTotals, toHundredths, fromHundredths } from './money';

export type InvoiceRow = typeof invoice.$inferSelect;
export type InvoiceLineRow = typeof invoiceLine.$inferSelect;

/** Not this owner's invoice on this site (or no such invoice): the caller says "not found". */
export class InvoiceNotFound extends Error {}
/** The invoice's status does not allow this change (a paid invoice is read-only). */
export class InvoiceLocked extends Error {}
/** The chosen offer is not the owner's on this site, or the chosen buyer is not a member of it. */
export class InvoiceReferenceInvalid extends Error {
  constructor(readonly field: 'listingId' | 'buyerId') {
    super(field);
  }
}

/** Where invoices are written: the site that owns the data, in its currency and tax rate. */
export interface InvoiceScope {
  siteId: SiteId;
  currency: string;
  /** Percent, e.g. `23` or `8.1`. */
  taxRate: string;
}

/** A tax rate as the numeric(5,2) column stores it. */
const storedRate = (rate: string) => fromHundredths(toHundredths(rate) ?? 0n);

/** Checks the offer and the member buyer against this site and owner; returns the buyer's account e-mail. */
async function checkReferences(
  db: Database,
  siteId: SiteId,
  ownerId: string,
  input: InvoiceFormValues,
): Promise<{ buyerEmail: string }> {
  if (input.listingId) {
    const [own] = await db
      .select({ id: listing.id })
      .from(listing)
      .where(and(eq(listing.id, input.listingId), eq(listing.siteId, siteId), eq(listing.ownerId, ownerId)));
    if (!own) throw new InvoiceReferenceInvalid('listingId');
  }
  if (!input.buyerId) return { buyerEmail: input.buyerEmail };
  const [buyer] = await db
    .select({ email: user.email })
    .from(membership)
    .innerJoin(user, eq(user.id, membership.userId))
    .where(and(eq(membership.userId, input.buyerId), eq(membership.siteId, siteId)));
  if (!buyer) throw new InvoiceReferenceInvalid('buyerId');
  return { buyerEmail: buyer.email };
}

/** The columns a save writes, totals computed here from the lines and never taken from the client. */
function invoiceValues(scope: InvoiceScope, input: InvoiceFormValues, buyerEmail: string) {
  const taxRate = storedRate(scope.taxRate);
  const totals = invoiceTotals(input.lines, taxRate);
  return {
    row: {
      buyerName: input.buyerName,
      buyerEmail,
      buyerAddress: input.buyerAddress,
      buyerId: input.buyerId || null,
      listingId: input.listingId || null,
      currency: scope.currency,
      taxRate,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      issuedOn: input.issuedOn,
      dueOn: input.dueOn,
      note: input.note,
    },
    lines: (invoiceId: string) =>
      input.lines.map((line, position) => ({
        id: newId(),
        invoiceId,
        position,
        description: line.description,
        quantity: fromHundredths(toHundredths(line.quantity)!),
        unitPrice: fromHundredths(toHundredths(line.unitPrice)!),
        amount: totals.amounts[position]!,
      })),
  };
}

/**
 * The next number of this site and year: one upsert on the counter row, inside the caller's
 * transaction, so two invoices created at once wait on that row and get consecutive numbers.
 */
async function nextNumber(tx: Database, siteId: SiteId, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ siteId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounter.siteId, invoiceCounter.year],
      set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  return row!.lastNumber;
}

/** A new draft numbered in the year of its issue date; returns its id. */
export async function createInvoice(
  db: Database,
  scope: InvoiceScope,
  ownerId: string,
  input: InvoiceFormValues,
  now = new Date(),
): Promise<string> {
  const { buyerEmail } = await checkReferences(db, scope.siteId, ownerId, input);
  const { row, lines } = invoiceValues(scope, input, buyerEmail);
  const id = newId();
  const year = Number(input.issuedOn.slice(0, 4));
  await db.transaction(async (tx) => {
    const number = await nextNumber(tx as unknown as Database, scope.siteId, year);
    await tx
      .insert(invoice)
      .values({ ...row, id, siteId: scope.siteId, ownerId, year, number, createdAt: now, updatedAt: now });
    await tx.insert(invoiceLine).values(lines(id));
  });
  return id;
}

const owned = (siteId: SiteId, ownerId: string, id: string) =>
  and(eq(invoice.id, id), eq(invoice.siteId, siteId), eq(invoice.ownerId, ownerId));

/** The owner's invoice on this site with its lines, or InvoiceNotFound. */
export async function ownInvoice(
  db: Database,
  siteId: SiteId,
  ownerId: string,
  id: string,
): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] }> {
  const [row] = await db
    .select()
    .from(invoice)
    .where(owned(siteId, ownerId, id));
  if (!row) throw new InvoiceNotFound();
  const lines = await db
    .select()
    .from(invoiceLine)
    .where(eq(invoiceLine.invoiceId, id))
    .orderBy(asc(invoiceLine.position));
  return { invoice: row, lines };
}

/** Saves the form over the owner's invoice; a sent invoice goes back to draft, a paid one is refused. */
export async function updateInvoice(
  db: Database,
  scope: InvoiceScope,
  ownerId: string,
  id: string,
  input: InvoiceFormValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: invoice.status })
      .from(invoice)
      .where(owned(scope.siteId, ownerId, id))
      .for('update');
    if (!current) throw new InvoiceNotFound();
    if (!canEdit(current.status)) throw new InvoiceLocked();
    const { buyerEmail } = await checkReferences(tx as unknown as Database, scope.siteId, ownerId, input);
    const { row, lines } = invoiceValues(scope, input, buyerEmail);
    await tx
      .update(invoice)
      .set({ ...row, status: 'draft', sentAt: null, updatedAt: new Date() })
      .where(eq(invoice.id, id));
    await tx.delete(invoiceLine).where(eq(invoiceLine.invoiceId, id));
    await tx.insert(invoiceLine).values(lines(id));
  });
}

const FROM_STATUSES: Record<'sent' | 'paid', InvoiceStatus[]> = {
  sent: INVOICE_STATUSES.filter(canSend),
  paid: INVOICE_STATUSES.filter(canMarkPaid),
};

/** Marks the owner's invoice sent or paid, if its current status allows it (one conditional update). */
export async function setInvoiceStatus(
  db: Database,
  siteId: SiteId,
  ownerId: string,
  id: string,
  status: 'sent' | 'paid',
  now = new Date(),
): Promise<void> {
  const stamp = status === 'sent' ? { sentAt: now } : { paidAt: now };
  const [changed] = await db
    .update(invoice)
    .set({ status, ...stamp, updatedAt: now })
    .where(and(owned(siteId, ownerId, id), inArray(invoice.status, FROM_STATUSES[status])))
    .returning({ id: invoice.id });
  if (changed) return;
  await ownInvoice(db, siteId, ownerId, id); // throws InvoiceNotFound when it is not theirs
  throw new InvoiceLocked();
}

/** Deletes the owner's draft; sent and paid invoices stay (their numbers are on record). */
export async function deleteInvoice(
  db: Database,
  siteId: SiteId,
  ownerId: string,
  id: string,
): Promise<void> {
  const deletable = INVOICE_STATUSES.filter(canDelete);
  const [deleted] = await db
    .delete(invoice)
    .where(and(owned(siteId, ownerId, id), inArray(invoice.status, deletable)))
    .returning({ id: invoice.id });
  if (deleted) return;
  await ownInvoice(db, siteId, ownerId, id);
  throw new InvoiceLocked();
}

/** The owner's invoices on this site, newest first, with the offer's name when it still exists. */
export async function invoicesOfOwner(db: Database, siteId: SiteId, ownerId: string) {
  return db
    .select({ invoice, offerName: listing.productName })
    .from(invoice)
    .leftJoin(listing, and(eq(listing.id, invoice.listingId), eq(listing.siteId, siteId)))
    .where(and(eq(invoice.siteId, siteId), eq(invoice.ownerId, ownerId)))
    .orderBy(desc(invoice.year), desc(invoice.number));
}

/** What the form's pickers offer: the owner's offers on this site and the other members of it. */
export async function invoiceFormChoices(db: Database, siteId: SiteId, ownerId: string) {
  const [offers, members] = await Promise.all([
    db
      .select({ id: listing.id, name: listing.productName, price: listing.price })
      .from(listing)
      .where(and(eq(listing.siteId, siteId), eq(listing.ownerId, ownerId)))
      .orderBy(asc(listing.productName)),
    db
      .select({ id: user.id, name: user.name })
      .from(membership)
      .innerJoin(user, eq(user.id, membership.userId))
      .where(and(eq(membership.siteId, siteId), ne(membership.userId, ownerId)))
      .orderBy(asc(user.name))
      .limit(500),
  ]);
  return { offers, members };
}

/** The name of an offer of this site, or null once it is gone. */
export async function offerNameOf(db: Database, siteId: SiteId, listingId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: listing.productName })
    .from(listing)
    .where(and(eq(listing.id, listingId), eq(listing.siteId, siteId)));
  return row?.name ?? null;
}
