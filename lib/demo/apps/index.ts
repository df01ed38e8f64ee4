import 'server-only';
import type { AppDemoContext, AppDemoSeeder } from './app-demo';
import { seedMailboxDemo } from './mailbox';
import { seedCalendarDemo } from './calendar';
import { seedDemoKanban } from './kanban';
import { seedDemoFleet } from './fleet';
import { seedInvoices } from './invoices';
import { seedShopCatalogDemo } from './shop-catalog';
import { seedShopSales } from './shop-sales';
import { seedAcademyDemo } from './academy';

/** The admin apps' demo seeders, run in this order after the offers and activity of a scope. */
const APP_DEMO_SEEDERS: readonly AppDemoSeeder[] = [
  seedMailboxDemo,
  seedCalendarDemo,
  seedDemoKanban,
  seedDemoFleet,
  seedInvoices,
  seedShopCatalogDemo,
  seedShopSales,
  seedAcademyDemo,
];

export async function seedDemoApps(context: AppDemoContext): Promise<void> {
  for (const seed of APP_DEMO_SEEDERS) await seed(context);
}
