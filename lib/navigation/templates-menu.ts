import type { Viewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/locale-path';
import { decideAccess } from '@/lib/routing/access';
import {
  CARD_PAGES,
  COMPONENT_PAGES,
  FORM_PAGES,
  FRONT_PAGES,
  routeRule,
  type StaticRoutePath,
} from '@/lib/routing/routes';
import type { SiteId } from '@/sites';
import type { MenuGroup } from './menu';

/** One page of a template group: its menu label key (TemplatesNav.pages) and its route. */
interface TemplateItem {
  key: string;
  route: StaticRoutePath;
}

const pagesOf = <const P extends string, const Prefix extends string>(prefix: Prefix, pages: readonly P[]) =>
  pages.map((page) => ({ key: page, route: `${prefix}/${page}` as `${Prefix}/${P}` }));

/**
 * The template pages' menu section (docs/templates.md): one collapsible group per gallery. The
 * pages of each group come from the route table's own lists, so a page added there shows here.
 */
export const TEMPLATE_MENU = [
  { key: 'frontPages', items: pagesOf('/front-pages', FRONT_PAGES) },
  {
    key: 'pages',
    items: [
      { key: 'pricing', route: '/pages/pricing' },
      { key: 'faq', route: '/pages/faq' },
      { key: 'typography', route: '/pages/typography' },
      { key: 'icons', route: '/pages/icons' },
      { key: 'dialog-examples', route: '/pages/dialog-examples' },
      { key: 'coming-soon', route: '/pages/misc/coming-soon' },
      { key: 'under-maintenance', route: '/pages/misc/under-maintenance' },
    ],
  },
  { key: 'cards', items: pagesOf('/pages/cards', CARD_PAGES) },
  {
    key: 'wizards',
    items: pagesOf('/wizard-examples', ['checkout', 'create-deal', 'property-listing'] as const),
  },
  { key: 'components', items: pagesOf('/components', COMPONENT_PAGES) },
  { key: 'forms', items: pagesOf('/forms', FORM_PAGES) },
  { key: 'charts', items: pagesOf('/charts', ['apex-chart', 'chartjs'] as const) },
  { key: 'extensions', items: pagesOf('/extensions', ['swiper', 'tour'] as const) },
  { key: 'tables', items: pagesOf('/tables', ['data-table', 'simple-table'] as const) },
] as const satisfies readonly { key: string; items: readonly TemplateItem[] }[];

export type TemplateGroupKey = (typeof TEMPLATE_MENU)[number]['key'];
export type TemplatePageKey = (typeof TEMPLATE_MENU)[number]['items'][number]['key'];

/** The groups and pages this viewer may open on this site: the route table decides, as for the pages. */
export function buildTemplatesMenu(
  siteId: SiteId,
  locale: Locale,
  viewer: Viewer,
  labels: { group: (key: TemplateGroupKey) => string; page: (key: TemplatePageKey) => string },
): MenuGroup[] {
  return TEMPLATE_MENU.map((group) => ({
    id: `templates-${group.key}`,
    key: group.key,
    label: labels.group(group.key),
    entries: (group.items as readonly TemplateItem[])
      .filter((item) => decideAccess(routeRule(item.route), viewer, siteId).kind === 'allow')
      .map((item) => ({
        id: `template-${item.route}`,
        href: localePath(locale, item.route),
        label: labels.page(item.key as TemplatePageKey),
      })),
  })).filter((group) => group.entries.length > 0);
}
