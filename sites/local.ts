import { DASHBOARD0, DASHBOARD2, siteNav } from './nav';
import { realEstate } from './real-estate';
import type { SiteConfig } from './types';

/**
 * localhost and unknown hosts: the real-estate site's content, title and listings with the
 * local-only rules of SPEC §2.4/§2.5/§6 (two Home entries, Academy, dashboard0 landing).
 */
export const local: SiteConfig = {
  ...realEstate,
  id: 'local',
  appDomain: 'localhost',
  aliases: ['127.0.0.1'],
  defaultLandingAdminPage: DASHBOARD0,
  listingsSiteId: 'real-estate',
  nav: siteNav(
    [
      { key: 'home', route: DASHBOARD2, requiredScope: 'admin2' },
      { key: 'home', route: DASHBOARD0, requiredScope: 'internal' },
    ],
    { academy: true },
  ),
};
