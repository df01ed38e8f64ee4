import 'server-only';
import { getDb, type Database } from '@/lib/db/client';
import { callFigures } from '@/lib/dashboard/call-figures';
import { DASHBOARD_PERIOD_DAYS } from '@/lib/dashboard/days';
import { memberTrial } from '@/lib/dashboard/member-figures';
import { medianFirstReplyMinutes, messageCounts, messagesPerDay } from '@/lib/dashboard/message-figures';
import { offerCounts, offersByPricing, topLocations } from '@/lib/dashboard/offer-figures';
import { figureScope, type FigureScope, type MemberViewer } from '@/lib/dashboard/scope';
import { topOffersByViews, viewsPerDay } from '@/lib/dashboard/view-figures';
import type { SiteConfig } from '@/sites';

interface Query {
  db: Database;
  scope: FigureScope;
  days: number;
  now: Date;
  userId: string;
}

/** Each figure a card can show, read with the dashboards' own query (docs/architecture.md §12). */
const LOADERS = {
  offers: ({ db, scope }: Query) => offerCounts(db, scope),
  views: ({ db, scope, days, now }: Query) => viewsPerDay(db, scope, days, now),
  messages: ({ db, scope, days, now }: Query) => messageCounts(db, scope, days, now),
  messageDays: ({ db, scope, days, now }: Query) => messagesPerDay(db, scope, days, now),
  calls: ({ db, scope, days, now }: Query) => callFigures(db, scope, days, now),
  replyMinutes: ({ db, scope, days, now }: Query) => medianFirstReplyMinutes(db, scope, days, now),
  topOffers: ({ db, scope, days, now }: Query) => topOffersByViews(db, scope, days, 5, now),
  locations: ({ db, scope }: Query) => topLocations(db, scope, 5),
  pricing: ({ db, scope }: Query) => offersByPricing(db, scope),
  trial: ({ db, scope, now, userId }: Query) => memberTrial(db, scope.siteId, userId, now),
};
export type CardFigureName = keyof typeof LOADERS;
type Loaded<Name extends CardFigureName> = { [K in Name]: Awaited<ReturnType<(typeof LOADERS)[K]>> };

/**
 * The dashboard figures a card page shows, only those it names: the site's totals for its admins,
 * a member's own offers, views, messages and calls otherwise, over the dashboards' period.
 */
export async function cardFigures<Name extends CardFigureName>(
  site: SiteConfig,
  viewer: MemberViewer,
  names: readonly Name[],
  now = new Date(),
): Promise<Loaded<Name> & { siteWide: boolean; days: number; now: Date }> {
  const scope = figureScope(site, viewer);
  const query: Query = { db: getDb(), scope, days: DASHBOARD_PERIOD_DAYS, now, userId: viewer.userId };
  const values = await Promise.all(names.map((name) => LOADERS[name](query)));
  const loaded = Object.fromEntries(names.map((name, index) => [name, values[index]])) as Loaded<Name>;
  return { ...loaded, siteWide: scope.memberId === null, days: DASHBOARD_PERIOD_DAYS, now };
}

/** The total of a per-day figure. */
export const totalOf = (days: readonly { value: number }[]) => days.reduce((sum, day) => sum + day.value, 0);
