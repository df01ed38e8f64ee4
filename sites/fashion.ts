import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const fashion: SiteConfig = {
  id: 'fashion',
  appName: 'Looksmith',
  appDomain: 'looksmith.com',
  aliases: ['looksmith.eu'],
  appTitle: 'Looksmith',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.56 0.18 352',
  icon: 'shirt',
  currency: 'EUR',
  taxRate: 19, // Germany, standard VAT
  redirects: { '/looks': '/search', '/outfits': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['sparkles', 'shirt', 'trending-up'],
};
