import { aiServices } from './ai-services';
import { aiTeaching } from './ai-teaching';
import { allSites } from './all';
import { appMaking } from './app-making';
import { bible } from './bible';
import { bond } from './bond';
import { dogWalking } from './dog-walking';
import { fashion } from './fashion';
import { gameGuide } from './game-guide';
import { local } from './local';
import { lordsBits } from './lords-bits';
import { product } from './product';
import { realEstate } from './real-estate';
import { tableBooking } from './table-booking';
import { tutoring } from './tutoring';
import { SITE_IDS, type SiteConfig, type SiteId } from './types';

export type { SiteConfig, SiteIcon, SiteId, NavItem, NavKey, Scope } from './types';
export { SITE_IDS, isSiteId } from './types';
export { PRODUCT_NAME } from './product';

/** The typed registry: adding a site = adding one file and one line here. */
export const SITES: Readonly<Record<SiteId, SiteConfig>> = {
  local,
  all: allSites,
  'ai-services': aiServices,
  'table-booking': tableBooking,
  tutoring,
  'dog-walking': dogWalking,
  fashion,
  'ai-teaching': aiTeaching,
  product,
  'app-making': appMaking,
  'game-guide': gameGuide,
  bible,
  bond,
  'real-estate': realEstate,
  'lords-bits': lordsBits,
};

export function getSite(id: SiteId): SiteConfig {
  return SITES[id];
}

/** Sites with a public brand of their own (the portal lists these). */
export function brandSites(): SiteConfig[] {
  return SITE_IDS.filter((id) => id !== 'local' && id !== 'all').map((id) => SITES[id]);
}
