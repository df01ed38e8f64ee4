import type { SiteId } from '@/sites';
import type { DemoCatalog } from '../demo-types';
import { aiServicesDemo } from './ai-services';
import { aiTeachingDemo } from './ai-teaching';
import { allDemo } from './all';
import { appMakingDemo } from './app-making';
import { bibleDemo } from './bible';
import { bondDemo } from './bond';
import { dogWalkingDemo } from './dog-walking';
import { fashionDemo } from './fashion';
import { gameGuideDemo } from './game-guide';
import { lordsBitsDemo } from './lords-bits';
import { productDemo } from './product';
import { realEstateDemo } from './real-estate';
import { tableBookingDemo } from './table-booking';
import { tutoringDemo } from './tutoring';

/**
 * The demo content of every listing scope (docs/architecture.md §11). The local site has none of
 * its own: it shows the real-estate listings (`listingScope`).
 */
export const DEMO_CATALOGS: Partial<Record<SiteId, DemoCatalog>> = {
  'ai-services': aiServicesDemo,
  'ai-teaching': aiTeachingDemo,
  all: allDemo,
  'app-making': appMakingDemo,
  bible: bibleDemo,
  bond: bondDemo,
  'dog-walking': dogWalkingDemo,
  fashion: fashionDemo,
  'game-guide': gameGuideDemo,
  'lords-bits': lordsBitsDemo,
  product: productDemo,
  'real-estate': realEstateDemo,
  'table-booking': tableBookingDemo,
  tutoring: tutoringDemo,
};
