import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const dogWalking: SiteConfig = {
  id: 'dog-walking',
  appName: 'Psiacer',
  appDomain: 'psiacer.pl',
  appTitle: 'Psiacer',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.6 0.14 72',
  icon: 'dog',
  currency: 'PLN',
  taxRate: 23, // Poland, standard VAT
  redirects: { '/spacery': '/search', '/walks': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['map-pin', 'shield', 'message'],
};
