import { DASHBOARD2, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const bible: SiteConfig = {
  id: 'bible',
  appName: 'Lectio',
  appDomain: 'lectio.pl',
  aliases: ['lectio-groups.com'],
  appTitle: 'Lectio',
  defaultLandingAdminPage: DASHBOARD2,
  defaultLang: 'pl',
  brandColor: '0.52 0.14 52',
  icon: 'book-open',
  currency: 'PLN',
  taxRate: 23, // Poland, standard VAT
  redirects: { '/grupy': '/search', '/spotkania': '/search' },
  nav: siteNav([homeTo(DASHBOARD2)]),
  featureIcons: ['map-pin', 'calendar', 'message'],
};
