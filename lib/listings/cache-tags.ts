/** Cache tags: an offer page and a site's listing views are revalidated when a listing changes. */
export const listingTag = (id: string) => `listing:${id}`;
export const siteListingsTag = (siteId: string) => `listings:${siteId}`;
