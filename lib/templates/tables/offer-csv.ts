import { toCsv } from './csv';
import type { OfferRow } from './offer-rows';

export interface OfferCsvLabels {
  title: string;
  price: string;
  currency: string;
  location: string;
  owner: string;
  status: string;
  created: string;
  statusName: (status: OfferRow['status']) => string;
}

/**
 * The selected offers as CSV: headers in the page's language, values as a spreadsheet reads them
 * (the price as a plain number with its currency beside it, the date as ISO 8601).
 */
export function offersCsv(rows: readonly OfferRow[], labels: OfferCsvLabels): string {
  return toCsv(
    [
      labels.title,
      labels.price,
      labels.currency,
      labels.location,
      labels.owner,
      labels.status,
      labels.created,
    ],
    rows.map((row) => [
      row.title,
      row.price,
      row.currency,
      row.location,
      row.owner,
      labels.statusName(row.status),
      row.createdAt,
    ]),
  );
}
