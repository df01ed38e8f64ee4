import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/lib/auth/guard';
import type { StaticRoutePath } from '@/lib/routing/routes';
import { pageContext, type SiteParams } from '@/lib/site/page-context';
import { PlaceholderDashboard } from './placeholder-dashboard';

/** A guarded landing dashboard route (the admin-apps work replaces the placeholder content). */
export function dashboardRoute(path: StaticRoutePath) {
  return {
    async generateMetadata({ params }: { params: SiteParams }) {
      await pageContext(params);
      return { title: (await getTranslations('Dashboard'))('title') };
    },
    async Page({ params }: { params: SiteParams }) {
      const ctx = await pageContext(params);
      await guardPage(ctx, path);
      return <PlaceholderDashboard site={ctx.site} title={(await getTranslations('Dashboard'))('title')} />;
    },
  };
}
