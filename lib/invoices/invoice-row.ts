import type { InvoiceStatus } from './invoice-status';

/** One invoice as the list shows it (sent to the browser: nothing the owner should not see). */
export interface InvoiceListRow {
  id: string;
  /** Formatted, e.g. `INV-2026-0001`. */
  number: string;
  /** `year * 100000 + number`: sorts numbers in order across years. */
  sequence: number;
  status: InvoiceStatus;
  buyerName: string;
  offerName: string | null;
  issuedOn: string;
  dueOn: string;
  total: string;
  currency: string;
  previewHref: string;
  editHref: string;
}
