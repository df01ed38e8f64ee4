/** How every page, mail and list shows an invoice's number: `INV-2026-0001` (per site and year). */
export function formatInvoiceNumber(year: number, number: number): string {
  return `INV-${year}-${String(number).padStart(4, '0')}`;
}
