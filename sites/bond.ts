import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const bond: SiteConfig = {
  id: 'bond',
  appName: 'Maturis',
  appDomain: 'maturis.eu',
  appTitle: 'Maturis',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'en',
  brandColor: '0.48 0.13 231',
  icon: 'landmark',
  currency: 'EUR',
  taxRate: 0, // financial services are VAT-exempt in the EU
  redirects: { '/bonds': '/search', '/issues': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)]),
  featureIcons: ['trending-up', 'calendar', 'shield'],
};
