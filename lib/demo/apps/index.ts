import 'server-only';
import type { AppDemoContext, AppDemoSeeder } from './app-demo';
import { seedShopSales } from './shop-sales';

/** The admin apps' demo seeders, run in this order after the offers and activity of a scope. */
const APP_DEMO_SEEDERS: readonly AppDemoSeeder[] = [seedShopSales];

export async function seedDemoApps(context: AppDemoContext): Promise<void> {
  for (const seed of APP_DEMO_SEEDERS) await seed(context);
}
