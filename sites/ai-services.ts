import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const aiServices: SiteConfig = {
  id: 'ai-services',
  appName: 'Cognivo',
  appDomain: 'cognivo.io',
  aliases: ['cognivo.ai'],
  appTitle: 'Cognivo',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'en',
  brandColor: '0.52 0.18 292',
  icon: 'bot',
  currency: 'USD',
  taxRate: 0, // United States: no VAT; sales tax is not charged on invoices here
  redirects: { '/services': '/search', '/providers': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)], { academy: true }),
  featureIcons: ['bot', 'trending-up', 'shield'],
};
