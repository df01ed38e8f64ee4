import { DASHBOARD0, DASHBOARD2, homeTo, siteNav } from './nav';
import { realEstate } from './real-estate';
import type { SiteConfig } from './types';

/**
 * localhost and unknown hosts: the real-estate site's wording, title and listings with the
 * local-only rules of docs/product.md §2.4/§2.5/§6 (two Home entries, Academy, dashboard0 landing).
 */
export const local: SiteConfig = {
  ...realEstate,
  id: 'local',
  appDomain: 'localhost',
  aliases: ['127.0.0.1', '[::1]'],
  defaultLandingAdminPage: DASHBOARD0,
  listingsSiteId: 'real-estate',
  wordingOf: 'real-estate',
  // Who may open each Home entry is a local rule of the route table (docs/product.md §6).
  nav: siteNav([homeTo(DASHBOARD2), homeTo(DASHBOARD0)], { academy: true }),
};
