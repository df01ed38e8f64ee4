import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const gameGuide: SiteConfig = {
  id: 'game-guide',
  appName: 'Questline',
  appDomain: 'questline.gg',
  appTitle: 'Questline',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.56 0.19 332',
  icon: 'gamepad',
  currency: 'USD',
  taxRate: 0, // United States: no VAT
  redirects: { '/guides': '/search', '/coaching': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  featureIcons: ['book-open', 'users', 'star'],
};
