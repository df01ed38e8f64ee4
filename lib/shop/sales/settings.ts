import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { shopSettings } from '@/lib/db/schema';
import { memberSiteOf } from '@/lib/auth/membership';
import { getSite, type SiteId } from '@/sites';
import { defaultShopSettings, shopSettingsSchema, type ShopSettings } from './settings-schema';

/** The shop's settings of the site that owns its data; the defaults until they are saved (or if a stored row no longer parses). */
export async function loadShopSettings(db: Database, siteId: SiteId): Promise<ShopSettings> {
  const scope = memberSiteOf(siteId);
  const [row] = await db
    .select({ settings: shopSettings.settings })
    .from(shopSettings)
    .where(eq(shopSettings.siteId, scope));
  const stored = row ? shopSettingsSchema.safeParse(row.settings) : null;
  return stored?.success ? stored.data : defaultShopSettings(getSite(scope).appName);
}

/** Stores settings that have already passed `shopSettingsSchema`. */
export async function saveShopSettings(db: Database, siteId: SiteId, settings: ShopSettings): Promise<void> {
  const scope = memberSiteOf(siteId);
  const updatedAt = new Date();
  await db
    .insert(shopSettings)
    .values({ siteId: scope, settings, updatedAt })
    .onConflictDoUpdate({ target: shopSettings.siteId, set: { settings, updatedAt } });
}
