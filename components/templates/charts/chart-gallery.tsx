import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DashboardHeader } from '@/components/dashboard/dashboard-header';
import { DASHBOARD_PERIOD_DAYS } from '@/lib/dashboard/days';
import { figureScope, type MemberViewer } from '@/lib/dashboard/scope';
import type { ChartSpec } from '@/lib/templates/charts/chart-spec';
import type { PageContext } from '@/lib/site/page-context';
import { ChartFrame } from './chart-frame';

interface ChartGalleryProps {
  ctx: PageContext;
  viewer: MemberViewer;
  title: string;
  intro: string;
  /** The charts in page order; wide ones take the whole row on large screens. */
  charts: { spec: ChartSpec; wide?: boolean }[];
  /** The library's drawing of one chart (a client island of this route). */
  draw: (spec: ChartSpec) => ReactNode;
}

/** A chart library's gallery: the dashboards' header (whose figures, which period), then the charts. */
export async function ChartGallery({ ctx, viewer, title, intro, charts, draw }: ChartGalleryProps) {
  const td = await getTranslations('Dashboards');
  const scope = figureScope(ctx.site, viewer);
  return (
    <div className="space-y-6">
      <DashboardHeader
        title={title}
        intro={intro}
        scope={td(scope.memberId ? 'scopeOwn' : 'scopeSite')}
        period={td('period', { days: DASHBOARD_PERIOD_DAYS })}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {charts.map(({ spec, wide }) => (
          <ChartFrame key={spec.id} spec={spec} locale={ctx.locale} wide={wide} chart={draw(spec)} />
        ))}
      </div>
    </div>
  );
}
