// A type-only import: the browser bundles the status rules, not the table definitions.
import type { INVOICE_STATUSES } from '@/lib/db/schema-invoices';

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/*
 * The life of an invoice (docs/apps.md, Invoices): a draft is sent (again, if need be), a sent
 * invoice is marked paid, and a paid invoice is read-only. Editing a sent invoice puts it back to
 * draft, to be sent again; only a draft can be deleted.
 */
export const canEdit = (status: InvoiceStatus) => status !== 'paid';
export const canSend = (status: InvoiceStatus) => status !== 'paid';
export const canMarkPaid = (status: InvoiceStatus) => status === 'sent';
export const canDelete = (status: InvoiceStatus) => status === 'draft';
