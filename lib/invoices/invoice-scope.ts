import { listingScope } from '@/lib/listings/scope';
import type { SiteConfig } from '@/sites';
import type { InvoiceScope } from './repository';

/**
 * Invoices live with the offers they bill: on the site that owns the listings and memberships
 * (the local site shares the real-estate ones), in its currency and tax rate.
 */
export function invoiceScope(site: SiteConfig): InvoiceScope {
  return { siteId: listingScope(site), currency: site.currency, taxRate: String(site.taxRate) };
}
