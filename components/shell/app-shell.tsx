import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { unreadBadge } from '@/lib/messages/unread-badge';
import { buildAppsMenu } from '@/lib/navigation/apps-menu';
import { buildMenu, type MenuSection } from '@/lib/navigation/menu';
import { buildTemplatesMenu } from '@/lib/navigation/templates-menu';
import { siteWording } from '@/lib/site/site-copy';
import type { Viewer } from '@/lib/auth/viewer';
import type { NavKey, Scope, SiteConfig } from '@/sites';
import { CustomizerDrawer } from './customizer/customizer-drawer';
import { HorizontalNav } from './horizontal-nav';
import { Navbar } from './navbar';
import { ShellFooter } from './shell-footer';
import { VerticalNav } from './vertical-nav';

interface AppShellProps {
  site: SiteConfig;
  locale: Locale;
  viewer: Viewer;
  /** The always-present call status and invitations (docs/product.md §2.7). */
  callArea?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in area's frame. Layout choices are CSS variants of the `<html>` preference
 * attributes, so the server HTML is already right and narrow screens are forced vertical by CSS.
 */
export async function AppShell({ site, locale, viewer, callArea, children }: AppShellProps) {
  const scopes = new Set<Scope>(viewer.kind === 'member' ? viewer.scopes : []);
  const tn = await getTranslations('Nav');
  const tc = await getTranslations('Common');
  const badge = await unreadBadge(site, viewer);
  const labels = { nav: (key: NavKey) => tn(key), site: await siteWording(site, locale) };
  const entries = buildMenu(site, locale, scopes, labels).map((entry) =>
    entry.key === 'myMessages' && badge ? { ...entry, badge } : entry,
  );
  const apps = buildAppsMenu(site.id, locale, viewer, (key) => tn(`apps.${key}`));
  const tt = await getTranslations('TemplatesNav');
  const templates = buildTemplatesMenu(site.id, locale, viewer, {
    group: (key) => tt(`groups.${key}`),
    page: (key) => tt(`pages.${key}`),
  });
  const sections: MenuSection[] = [
    { id: 'site', entries },
    ...(apps.length ? [{ id: 'apps', title: tn('apps.title'), entries: apps }] : []),
    ...(templates.length ? [{ id: 'templates', title: tt('title'), entries: [], groups: templates }] : []),
  ];
  const home = localePath(locale, site.defaultLandingAdminPage);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {tc('skipToContent')}
      </a>
      <VerticalNav site={site} homeHref={home} sections={sections} label={tn('mainNavigation')} />
      <div className="flex min-h-dvh flex-col transition-[padding] duration-200 lg:ps-64 lg:collapsed:ps-[4.5rem] lg:horizontal:ps-0">
        <Navbar site={site} locale={locale} sections={sections} viewer={viewer} />
        <HorizontalNav sections={sections} label={tn('mainNavigation')} />
        <main id="main" className="mx-auto w-full grow px-4 py-6 sm:px-6 boxed:max-w-7xl">
          {children}
        </main>
        {callArea ? <div className="mx-auto w-full px-4 sm:px-6 boxed:max-w-7xl">{callArea}</div> : null}
        <ShellFooter site={site} locale={locale} />
      </div>
      <CustomizerDrawer locale={locale} />
    </div>
  );
}
