import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ComponentType } from 'react';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DashboardSkeleton } from '@/components/dashboard/dashboard-skeleton';
import { guardPage } from '@/lib/auth/guard';
import { figureScope, type MemberViewer } from '@/lib/dashboard/scope';
import { DASHBOARD_PERIOD_DAYS } from '@/lib/dashboard/days';
import type { CARD_PAGES } from '@/lib/routing/routes';
import { pageContext, type PageContext, type SiteParams } from '@/lib/site/page-context';

export type CardPage = (typeof CARD_PAGES)[number];

export interface CardViewProps {
  ctx: PageContext;
  viewer: MemberViewer;
}

/**
 * The metadata and page of one `/pages/cards/…` route: the route table's guard, the page's title
 * and intro (with the dashboards' scope and period when its cards show figures), then its cards
 * behind the dashboards' skeleton while the figures load.
 */
export function cardRoute(page: CardPage, View: ComponentType<CardViewProps>, { figures = true } = {}) {
  return {
    async generateMetadata({ params }: { params: SiteParams }) {
      await pageContext(params);
      return { title: (await getTranslations('CardsPages'))(`${page}.title`) };
    },
    async Page({ params }: { params: SiteParams }) {
      const ctx = await pageContext(params);
      const viewer = await guardPage(ctx, `/pages/cards/${page}`);
      // guardPage has already sent visitors who are not signed in to the login page.
      if (viewer.kind !== 'member') notFound();
      const t = await getTranslations('CardsPages');
      const td = await getTranslations('Dashboards');
      const siteWide = figureScope(ctx.site, viewer).memberId === null;
      return (
        <div className="space-y-6">
          <DashboardHeader
            title={t(`${page}.title`)}
            intro={t(`${page}.intro`, { appName: ctx.site.appName })}
            scope={figures ? td(siteWide ? 'scopeSite' : 'scopeOwn') : undefined}
            period={figures ? td('period', { days: DASHBOARD_PERIOD_DAYS }) : undefined}
          />
          <Suspense fallback={<DashboardSkeleton label={td('loading')} />}>
            <View ctx={ctx} viewer={viewer} />
          </Suspense>
        </div>
      );
    },
  };
}
