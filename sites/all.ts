import { DEFAULT_ADMIN_LANDING, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

/** The network portal: its front page presents every brand of the network. */
export const allSites: SiteConfig = {
  id: 'all',
  appName: 'Pleiad',
  appDomain: 'pleiad.net',
  aliases: ['pleiad.eu'],
  appTitle: 'Pleiad',
  defaultLandingAdminPage: DEFAULT_ADMIN_LANDING,
  defaultLang: 'en',
  brandColor: '0.5 0.14 128',
  icon: 'globe',
  currency: 'EUR',
  taxRate: 19, // Germany, standard VAT
  redirects: { '/sites': '/search', '/marketplaces': '/search' },
  nav: siteNav([homeTo(DEFAULT_ADMIN_LANDING)]),
  featureIcons: ['globe', 'users', 'shield'],
};
