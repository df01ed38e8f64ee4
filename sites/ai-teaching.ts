import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const aiTeaching: SiteConfig = {
  id: 'ai-teaching',
  appName: 'PromptDojo',
  appDomain: 'promptdojo.io',
  appTitle: 'PromptDojo',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'en',
  brandColor: '0.54 0.13 205',
  icon: 'brain',
  currency: 'USD',
  taxRate: 0, // United States: no VAT
  redirects: { '/courses': '/search', '/mentors': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['graduation-cap', 'users', 'trending-up'],
};
