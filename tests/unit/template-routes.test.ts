import { describe, expect, it } from 'vitest';
import { abilityRulesFor } from '@/lib/auth/abilities';
import type { Viewer } from '@/lib/auth/viewer';
import { buildTemplatesMenu } from '@/lib/navigation/templates-menu';
import { findRoute, type RouteRule } from '@/lib/routing/routes';
import type { Scope } from '@/sites';

/** The template pages of docs/product.md §2.3 (docs/templates.md) with the flags the table must give them. */
const PUBLIC = { kind: 'public' };
const SIGNED_IN = { kind: 'signedIn' };
const INTERNAL = { kind: 'scope', scope: 'internal' };

const gallery = (prefix: string, pages: string[]): [string, object, string][] =>
  pages.map((page) => [`${prefix}/${page}`, SIGNED_IN, 'shell']);

const EXPECTED: [path: string, access: object, layout: string][] = [
  ['/front-pages/landing-page', PUBLIC, 'public'],
  ['/front-pages/pricing', PUBLIC, 'public'],
  ['/front-pages/payment', PUBLIC, 'public'],
  ['/front-pages/checkout', PUBLIC, 'public'],
  ['/front-pages/help-center', PUBLIC, 'public'],
  ['/front-pages/help-center/article/how-to-publish', PUBLIC, 'public'],
  ...gallery('/pages/cards', [
    'card-actions',
    'card-advance',
    'card-basic',
    'card-gamification',
    'card-statistics',
    'card-widgets',
  ]),
  ...gallery('/pages', ['dialog-examples', 'icons', 'pricing', 'typography']),
  ['/pages/misc/coming-soon', PUBLIC, 'blank'],
  ['/pages/misc/under-maintenance', PUBLIC, 'blank'],
  ['/pages/misc/not-found/anything', PUBLIC, 'blank'],
  ['/wizard-examples/checkout', SIGNED_IN, 'shell'],
  ['/wizard-examples/create-deal', SIGNED_IN, 'shell'],
  ['/wizard-examples/property-listing', INTERNAL, 'shell'],
  ...gallery('/components', [
    'alert',
    'avatar',
    'badge',
    'button',
    'chip',
    'dialog',
    'expansion-panel',
    'list',
    'menu',
    'pagination',
    'progress-circular',
    'progress-linear',
    'snackbar',
    'tabs',
    'timeline',
    'tooltip',
  ]),
  ...gallery('/forms', [
    'autocomplete',
    'checkbox',
    'combobox',
    'custom-input',
    'date-time-picker',
    'editors',
    'file-input',
    'form-layouts',
    'form-validation',
    'form-wizard-icons',
    'form-wizard-numbered',
    'radio',
    'range-slider',
    'rating',
    'select',
    'slider',
    'switch',
    'textarea',
    'textfield',
  ]),
  ...gallery('/charts', ['apex-chart', 'chartjs']),
  ...gallery('/extensions', ['swiper', 'tour']),
  ...gallery('/tables', ['data-table', 'simple-table']),
];

describe('the template pages in the route table (docs/product.md §2.3)', () => {
  it.each(EXPECTED)('%s has its access and layout flags', (path, access, layout) => {
    const rule: RouteRule | undefined = findRoute(path);
    expect(rule, path).toBeDefined();
    expect(rule!.layout).toBe(layout);
    expect(rule!.access).toEqual(access);
    expect(Boolean(rule!.fixedHeight)).toBe(false);
  });
});

describe('the Templates menu section', () => {
  const member = (scopes: Scope[]): Viewer => ({
    kind: 'member',
    userId: 'u',
    name: 'U',
    email: 'u@example.com',
    siteId: 'real-estate',
    roles: ['member'],
    scopes,
    abilityRules: abilityRulesFor(['member'], scopes),
  });
  const menu = (viewer: Viewer) =>
    buildTemplatesMenu('real-estate', 'ar', viewer, { group: (key) => key, page: (key) => key });

  it('lists every template route of the table once, in a group', () => {
    const hrefs = menu(member(['internal'])).flatMap((group) => group.entries.map((entry) => entry.href));
    const expected = EXPECTED.map(([path]) => path).filter(
      (path) => !path.includes('/article/') && !path.includes('/not-found/'),
    );
    for (const path of expected) expect(hrefs, path).toContain(`/ar${path}`);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('shows visitors only the public pages, and the property wizard only with scope internal', () => {
    const visitor = menu({ kind: 'anonymous' });
    expect(visitor.map((group) => group.key)).toEqual(['frontPages', 'pages']);
    expect(visitor[1]!.entries.map((entry) => entry.label)).toEqual([
      'faq',
      'coming-soon',
      'under-maintenance',
    ]);
    const wizards = (viewer: Viewer) =>
      menu(viewer)
        .find((group) => group.key === 'wizards')!
        .entries.map((entry) => entry.label);
    expect(wizards(member([]))).toEqual(['checkout', 'create-deal']);
    expect(wizards(member(['internal']))).toContain('property-listing');
  });
});
