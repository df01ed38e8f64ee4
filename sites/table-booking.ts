import { CRM_DASHBOARD, homeTo, siteNav } from './nav';
import type { SiteConfig } from './types';

export const tableBooking: SiteConfig = {
  id: 'table-booking',
  appName: 'Miejscówka',
  appDomain: 'miejscowka.pl',
  aliases: ['miejscowka.com'],
  appTitle: 'Miejscówka',
  defaultLandingAdminPage: CRM_DASHBOARD,
  defaultLang: 'pl',
  brandColor: '0.58 0.17 32',
  icon: 'armchair',
  currency: 'PLN',
  taxRate: 8, // Poland, reduced VAT for restaurant services
  redirects: { '/rezerwacje': '/search', '/bookings': '/search' },
  nav: siteNav([homeTo(CRM_DASHBOARD)]),
  featureIcons: ['calendar', 'map-pin', 'clock'],
};
