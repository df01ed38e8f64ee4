import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const appMaking: SiteConfig = {
  id: 'app-making',
  appName: 'Appwright',
  appDomain: 'appwright.dev',
  aliases: ['appwright.io'],
  appTitle: 'Appwright',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.54 0.18 312',
  icon: 'smartphone',
  currency: 'USD',
  taxRate: 0, // United States: no VAT
  redirects: { '/studios': '/search', '/developers': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  featureIcons: ['star', 'message', 'clock'],
};
