import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const tutoring: SiteConfig = {
  id: 'tutoring',
  appName: 'Korkownia',
  appDomain: 'korkownia.pl',
  appTitle: 'Korkownia',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.5 0.16 258',
  icon: 'graduation-cap',
  currency: 'PLN',
  taxRate: 0, // Poland: private tutoring is VAT-exempt
  redirects: { '/korepetycje': '/search', '/lessons': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['graduation-cap', 'star', 'calendar'],
};
