import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { guardPage } from '@/lib/auth/guard';
import type { Viewer } from '@/lib/auth/viewer';
import type { StaticRoutePath } from '@/lib/routing/routes';
import { pageContext, type PageContext, type SiteParams } from '@/lib/site/page-context';
import { DashboardSkeleton } from './dashboard-skeleton';
import type { DashboardViewProps } from './views/view-props';

type DashboardName =
  'overview' | 'listings' | 'communication' | 'crm' | 'analytics' | 'ecommerce' | 'academy';
type Render = (ctx: PageContext, viewer: Viewer) => ReactNode;

/** The route's metadata and page: the route table's guard first, then the view behind a skeleton. */
function guardedDashboard(path: StaticRoutePath, name: DashboardName, render: Render) {
  return {
    async generateMetadata({ params }: { params: SiteParams }) {
      await pageContext(params);
      return { title: (await getTranslations('Dashboards'))(`${name}.title`) };
    },
    async Page({ params }: { params: SiteParams }) {
      const ctx = await pageContext(params);
      const viewer = await guardPage(ctx, path);
      const t = await getTranslations('Dashboards');
      return <Suspense fallback={<DashboardSkeleton label={t('loading')} />}>{render(ctx, viewer)}</Suspense>;
    },
  };
}

/** A dashboard of the signed-in area: an admin's site totals or a member's own figures. */
export function dashboardRoute(
  path: StaticRoutePath,
  name: DashboardName,
  View: ComponentType<DashboardViewProps>,
) {
  return guardedDashboard(path, name, (ctx, viewer) => {
    // guardPage has already sent visitors who are not signed in to the login page.
    if (viewer.kind !== 'member') notFound();
    return <View ctx={ctx} viewer={viewer} />;
  });
}

/** A dashboard open to visitors too (the academy): the view decides what each one sees. */
export function publicDashboardRoute(
  path: StaticRoutePath,
  name: DashboardName,
  View: ComponentType<{ ctx: PageContext; viewer: Viewer }>,
) {
  return guardedDashboard(path, name, (ctx, viewer) => <View ctx={ctx} viewer={viewer} />);
}
