import type { Database } from '@/lib/db/client';
import type { SiteId } from '@/sites';
import type { DemoGroup } from '../demo-accounts';
import type { SeededOffer } from '../demo-offers';
import type { DemoCatalog } from '../demo-types';

/**
 * What an admin app's demo seeder gets (docs/architecture.md §11: demo content): the listing scope
 * being seeded, inside its one transaction, with its fresh demo offers and the demo accounts of every
 * site sharing it. Per-site rows (events, boards, vehicles…) go to each group's `siteId`.
 */
export interface AppDemoContext {
  db: Database;
  scope: SiteId;
  catalog: DemoCatalog;
  groups: readonly DemoGroup[];
  offers: readonly SeededOffer[];
  now: Date;
  random: () => number;
}

export type AppDemoSeeder = (context: AppDemoContext) => Promise<void>;
