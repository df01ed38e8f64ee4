import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

/**
 * The product this deployment sells (docs/product.md §1 "{product} site"), read at build time. Its wording
 * takes it as the ICU argument `{product}` (lib/site/site-copy.ts).
 */
export const PRODUCT_NAME = process.env.PRODUCT_NAME || 'Product';

export const product: SiteConfig = {
  id: 'product',
  appName: PRODUCT_NAME,
  appDomain: 'product.example.com',
  appTitle: PRODUCT_NAME,
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.55 0.14 183',
  icon: 'package',
  currency: 'EUR',
  taxRate: 19, // Germany, standard VAT
  redirects: { '/plans': '/search', '/shop': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['package', 'sparkles', 'users'],
};
