import type { ListingStatus } from '@/lib/listings/constants';

/** One of the site's listings in the shop's product table, as the server page hands it over. */
export interface ShopProduct {
  id: string;
  productName: string;
  /** Exact decimal amount as stored, e.g. "1250.00". */
  price: string;
  currency: string;
  status: ListingStatus;
  ownerName: string;
  categoryId: string | null;
  categoryName: string | null;
  /** Page views over the last 30 days. */
  views: number;
  /** Mean of the approved reviews, null without any. */
  rating: number | null;
  reviewCount: number;
  thumbUrl: string | null;
  offerHref: string;
  editHref: string;
}

export interface CategoryOption {
  id: string;
  name: string;
}
