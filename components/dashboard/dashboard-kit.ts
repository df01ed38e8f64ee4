import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import { DASHBOARD_PERIOD_DAYS } from '@/lib/dashboard/days';
import { figureFormat } from '@/lib/dashboard/figure-format';
import { figureScope, type FigureScope, type MemberViewer } from '@/lib/dashboard/scope';
import { localePath } from '@/lib/i18n/locale-path';
import { requiredScope, routeRule, type StaticRoutePath } from '@/lib/routing/routes';
import type { PageContext } from '@/lib/site/page-context';
import { siteWording } from '@/lib/site/site-copy';
import type { ChartRow } from './chart-data';

/** What every dashboard view needs: the database, its scope and period, wording, formats and links. */
export async function dashboardKit(
  ctx: PageContext,
  viewer: MemberViewer,
  scope: FigureScope = figureScope(ctx.site, viewer),
) {
  const t = await getTranslations('Dashboards');
  const format = figureFormat(ctx.locale);
  const wording = await siteWording(ctx.site, ctx.locale);
  const nav = await getTranslations('Nav');
  /** A typed link to a page of the table, when the viewer may open it (an empty state offers no dead end). */
  const linkTo = (path: StaticRoutePath) => {
    const scopeNeeded = requiredScope(routeRule(path).access, ctx.site.id);
    return !scopeNeeded || viewer.scopes.includes(scopeNeeded) ? localePath(ctx.locale, path) : undefined;
  };
  return {
    db: getDb(),
    scope,
    days: DASHBOARD_PERIOD_DAYS,
    now: new Date(),
    t,
    format,
    wording,
    linkTo,
    openItems: t('empty.open', { page: wording.myItems }),
    openMessages: t('empty.open', { page: nav('myMessages') }),
    header: {
      scope: t(scope.memberId ? 'scopeOwn' : 'scopeSite'),
      period: t('period', { days: DASHBOARD_PERIOD_DAYS }),
    },
    /** One chart row per day of a per-day figure. */
    dayRows: (days: readonly { day: string; value: number }[], key: string): ChartRow[] =>
      days.map(({ day, value }) => ({ label: format.day(day), values: { [key]: value } })),
  };
}

/** The total of a per-day figure. */
export const totalOf = (days: readonly { value: number }[]) => days.reduce((sum, day) => sum + day.value, 0);
