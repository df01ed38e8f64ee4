export const LISTING_STATUSES = ['draft', 'published'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How a price is meant (docs/product.md §3 listing field "pricing"). */
export const PRICING_MODELS = ['fixed', 'per_hour', 'per_day', 'per_month', 'negotiable'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];
