import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const realEstate: SiteConfig = {
  id: 'real-estate',
  appName: 'Domovia',
  appDomain: 'domovia.pl',
  aliases: ['domovia.com'],
  appTitle: 'Domovia',
  defaultLandingAdminPage: '/my-items',
  defaultLang: 'pl',
  brandColor: '0.55 0.15 162',
  icon: 'house',
  currency: 'PLN',
  taxRate: 23, // Poland, standard VAT
  redirects: { '/offers': '/search', '/oferty': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  featureIcons: ['map-pin', 'message', 'shield'],
};
