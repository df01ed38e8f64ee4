/** What the form's pickers offer (lib/invoices/repository.ts invoiceFormChoices): names only, no addresses. */
export interface InvoiceFormChoices {
  offers: { id: string; name: string; price: string }[];
  members: { id: string; name: string }[];
}
