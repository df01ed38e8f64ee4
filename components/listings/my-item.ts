import type { ListingStatus } from '@/lib/listings/constants';

/** One listing on the "My items" page, as the server page hands it to the client (plain and serializable). */
export interface MyItem {
  id: string;
  productName: string;
  /** Exact decimal amount as stored, e.g. "1250.00". */
  price: string;
  currency: string;
  status: ListingStatus;
  /** ISO 8601 timestamp. */
  updatedAt: string;
  thumbUrl: string | null;
  /** Page views of the offer over the last 30 days (lib/offers/offer-views.ts). */
  views: number;
  offerHref: string;
  editHref: string;
}

/** A row of the table: the listing plus the action running on it, if any. */
export type MyItemRow = MyItem & { pending?: 'saving' | 'deleting' };

/** The id of a row's actions menu button: the delete dialog returns focus to it. */
export function actionsTriggerId(id: string): string {
  return `my-item-actions-${id}`;
}
