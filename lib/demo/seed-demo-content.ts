import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { listing } from '@/lib/db/schema';
import { listingScope } from '@/lib/listings/scope';
import { searchConfigFor } from '@/lib/listings/search-config';
import { getStorage } from '@/lib/storage';
import type { MediaStorage } from '@/lib/storage/types';
import { SITE_IDS, SITES, type SiteId } from '@/sites';
import { seedDemoApps } from './apps';
import { DEMO_CATALOGS } from './catalog';
import { seedDemoActivity } from './demo-activity';
import { demoGroupsOf } from './demo-accounts';
import { seedDemoOffers } from './demo-offers';
import { seededRandom } from './random';

export type DemoSeedResult =
  | {
      siteId: SiteId;
      seeded: true;
      offers: number;
      photos: number;
      messages: number;
      calls: number;
      ms: number;
    }
  /** `has_listings`: the site already has offers (seeded before, or real ones); `no_accounts`: no demo accounts. */
  | { siteId: SiteId; seeded: false; reason: 'has_listings' | 'no_accounts' };

export interface DemoSeedOptions {
  /** Sites to seed (the local site means real estate's listings); every listing scope by default. */
  sites?: readonly SiteId[];
  storage?: MediaStorage;
  now?: Date;
  log?: (line: string) => void;
}

/** Every listing scope: each site but those showing another site's listings (the local site). */
export const DEMO_SCOPES: readonly SiteId[] = SITE_IDS.filter((id) => listingScope(SITES[id]) === id);

async function hasListings(db: Database, scope: SiteId): Promise<boolean> {
  const [row] = await db.select({ id: listing.id }).from(listing).where(eq(listing.siteId, scope)).limit(1);
  return Boolean(row);
}

/**
 * A site's demo offers, conversations, calls and views, in one transaction, so a failed run leaves
 * nothing half-seeded to skip next time. (Photo files written before a failure stay in storage
 * without rows; nothing points at them.)
 */
async function seedScope(
  db: Database,
  scope: SiteId,
  options: Required<Omit<DemoSeedOptions, 'sites'>>,
): Promise<DemoSeedResult> {
  const catalog = DEMO_CATALOGS[scope];
  if (!catalog) throw new Error(`no demo catalog for ${scope}`);
  // Idempotent: a site that has any listing, demo or real, is left as it is.
  if (await hasListings(db, scope)) return { siteId: scope, seeded: false, reason: 'has_listings' };
  const groups = await demoGroupsOf(db, scope);
  if (!groups.length) return { siteId: scope, seeded: false, reason: 'no_accounts' };

  const started = performance.now();
  const random = seededRandom(scope);
  const site = SITES[scope];
  const listingContext = {
    scope: { siteId: scope, currency: site.currency, searchConfig: searchConfigFor(site.defaultLang) },
    catalog,
    storage: options.storage,
    now: options.now,
    random,
  };
  const owners = groups.flatMap((group) => [group.admin, group.member]);
  const counts = await db.transaction(async (tx) => {
    const offers = await seedDemoOffers(tx as unknown as Database, listingContext, owners);
    const activity = await seedDemoActivity(
      tx as unknown as Database,
      { scope, catalog, now: options.now, random },
      groups,
      offers,
    );
    await seedDemoApps({
      db: tx as unknown as Database,
      scope,
      catalog,
      groups,
      offers,
      now: options.now,
      random,
    });
    return {
      offers: offers.length,
      photos: offers.reduce((sum, offer) => sum + offer.photos, 0),
      ...activity,
    };
  });
  return {
    siteId: scope,
    seeded: true,
    offers: counts.offers,
    photos: counts.photos,
    messages: counts.messages,
    calls: counts.calls,
    ms: Math.round(performance.now() - started),
  };
}

function describe(result: DemoSeedResult): string {
  if (!result.seeded)
    return `[demo] ${result.siteId}: ${result.reason === 'has_listings' ? 'has offers already, left as it is' : 'no demo accounts, skipped'}`;
  return `[demo] ${result.siteId}: ${result.offers} offers, ${result.photos} photos, ${result.messages} messages, ${result.calls} calls (${(result.ms / 1000).toFixed(1)} s)`;
}

/**
 * Demo content on the embedded default (docs/architecture.md §11, README "Configuration":
 * SEED_DEMO_CONTENT): for each listing scope without any listing yet, believable offers in the
 * site's language with generated photos, owned by the demo accounts, and some activity around
 * them. Two scopes at a time: the photos keep both decode slots of lib/media busy.
 */
export async function seedDemoContent(
  db: Database,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult[]> {
  const settings = {
    storage: options.storage ?? getStorage(),
    now: options.now ?? new Date(),
    log: options.log ?? (() => {}),
  };
  const queue = [...new Set((options.sites ?? DEMO_SCOPES).map((id) => listingScope(SITES[id])))];
  const results: DemoSeedResult[] = [];
  const worker = async () => {
    for (let scope = queue.shift(); scope; scope = queue.shift()) {
      const result = await seedScope(db, scope, settings);
      settings.log(describe(result));
      results.push(result);
    }
  };
  await Promise.all([worker(), worker()]);
  return results.sort((a, b) => a.siteId.localeCompare(b.siteId));
}
