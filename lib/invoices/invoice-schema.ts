import * as z from '@/lib/zod-mini';
import { storableText } from '@/lib/listings/listing-schema';
import { invoiceTotals, toHundredths } from './money';

/*
 * One schema for the invoice form (react-hook-form resolver) and the server actions. Messages are
 * `Invoice.error_*` keys, translated where they are shown. Totals are not part of it: the server
 * computes them from the lines (lib/invoices/money.ts).
 */

export const MAX_INVOICE_LINES = 50;

/** Bounds in hundredths that keep every amount inside its numeric column (lib/db/schema-invoices.ts). */
const MAX_QUANTITY = 99_999_999_99n;
const MAX_UNIT_PRICE = 9_999_999_999_99n;
/** A subtotal up to a billion, so that even a 100 % tax keeps the total within numeric(14,2). */
const MAX_SUBTOTAL = 999_999_999_99n;
const within = (value: bigint | null, min: bigint, max: bigint) =>
  value !== null && value >= min && value <= max;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = () => z.string().check(z.overwrite(storableText), z.trim());
const isoDate = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error_date'));
/** An id the server checks against its own rows, or '' for none. */
const optionalId = () => z.string().check(z.regex(/^([A-Za-z0-9_-]{8,40})?$/, 'error_invalid'));

const invoiceLineSchema = z.object({
  description: text().check(z.minLength(1, 'error_descriptionRequired'), z.maxLength(300, 'error_tooLong')),
  quantity: z.string().check(
    z.trim(),
    z.refine((value) => within(toHundredths(value), 1n, MAX_QUANTITY), 'error_quantity'),
  ),
  unitPrice: z.string().check(
    z.trim(),
    z.refine((value) => within(toHundredths(value), 0n, MAX_UNIT_PRICE), 'error_amount'),
  ),
});

export const invoiceFormSchema = z
  .object({
    listingId: optionalId(),
    buyerId: optionalId(),
    buyerName: text().check(z.minLength(1, 'error_buyerName'), z.maxLength(120, 'error_tooLong')),
    /** Ignored for a member buyer: the server mails the address of their account. */
    buyerEmail: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'error_email')),
    buyerAddress: text().check(z.maxLength(500, 'error_tooLong')),
    issuedOn: isoDate(),
    dueOn: isoDate(),
    note: text().check(z.maxLength(2000, 'error_tooLong')),
    lines: z
      .array(invoiceLineSchema)
      .check(z.minLength(1, 'error_noLines'), z.maxLength(MAX_INVOICE_LINES, 'error_tooManyLines')),
  })
  .check(
    z.refine((value) => value.buyerId !== '' || EMAIL.test(value.buyerEmail), {
      message: 'error_email',
      path: ['buyerEmail'],
    }),
    z.refine((value) => within(toHundredths(invoiceTotals(value.lines, '0').subtotal), 0n, MAX_SUBTOTAL), {
      message: 'error_tooLarge',
      path: ['lines'],
    }),
    z.refine((value) => value.dueOn >= value.issuedOn, { message: 'error_dueBeforeIssue', path: ['dueOn'] }),
  );

export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

export const invoiceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/));
