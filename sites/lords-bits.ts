import { DASHBOARD0, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const lordsBits: SiteConfig = {
  id: 'lords-bits',
  appName: 'LordsBits',
  appDomain: 'lordsbits.com',
  aliases: ['lordsbits.eu'],
  appTitle: 'LordsBits',
  defaultLandingAdminPage: DASHBOARD0,
  defaultLang: 'en',
  brandColor: '0.6 0.14 95',
  icon: 'crown',
  currency: 'EUR',
  taxRate: 19, // Germany, standard VAT
  redirects: { '/auctions': '/search', '/collectibles': '/search' },
  nav: siteNav([homeTo(DASHBOARD0)]),
  featureIcons: ['clock', 'shield', 'star'],
};
