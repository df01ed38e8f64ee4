import { describe, expect, it } from 'vitest';
import { abilityRulesFor } from '@/lib/auth/abilities';
import type { Role } from '@/lib/auth/membership';
import type { Viewer } from '@/lib/auth/viewer';
import { APP_MENU, buildAppsMenu } from '@/lib/navigation/apps-menu';
import { findRoute, type RouteRule } from '@/lib/routing/routes';
import type { Scope } from '@/sites';

/** The admin apps of docs/product.md §2.3 (docs/apps.md) with the flags the table must give them. */
const INTERNAL = { kind: 'scope', scope: 'internal' };
const SIGNED_IN = { kind: 'signedIn' };
const SHOP = { kind: 'ability', action: 'manage', subject: 'Shop' };
const PUBLIC = { kind: 'public' };

const EXPECTED: [path: string, access: object, fixedHeight: boolean][] = [
  ['/apps/chat', INTERNAL, true],
  ['/apps/email', INTERNAL, true],
  ['/apps/email/inbox', INTERNAL, true],
  ['/apps/email/work', INTERNAL, true],
  ['/apps/calendar', SIGNED_IN, false],
  ['/apps/kanban', SIGNED_IN, false],
  ['/apps/invoice/list', INTERNAL, false],
  ['/apps/invoice/add', INTERNAL, false],
  ['/apps/invoice/edit/abc', INTERNAL, false],
  ['/apps/invoice/preview/abc', INTERNAL, false],
  ['/apps/ecommerce/customer/details/abc', SHOP, false],
  ['/apps/ecommerce/customer/list', SHOP, false],
  ['/apps/ecommerce/manage-review', SHOP, false],
  ['/apps/ecommerce/order/details/abc', SHOP, false],
  ['/apps/ecommerce/order/list', SHOP, false],
  ['/apps/ecommerce/product/add', SHOP, false],
  ['/apps/ecommerce/product/category-list', SHOP, false],
  ['/apps/ecommerce/product/list', SHOP, false],
  ['/apps/ecommerce/referrals', SHOP, false],
  ['/apps/ecommerce/settings', SHOP, false],
  ['/apps/logistics/fleet', SIGNED_IN, true],
  ['/apps/academy/my-course', PUBLIC, false],
  ['/apps/academy/course-details', PUBLIC, false],
  ['/apps/academy/dashboard', PUBLIC, false],
];

describe('the admin apps in the route table (docs/product.md §2.1, §2.3)', () => {
  it.each(EXPECTED)('%s is a shell page with its access and height flags', (path, access, fixedHeight) => {
    const rule: RouteRule | undefined = findRoute(path);
    expect(rule, path).toBeDefined();
    expect(rule!.layout).toBe('shell');
    expect(rule!.access).toEqual(access);
    expect(Boolean(rule!.fixedHeight)).toBe(fixedHeight);
  });
});

describe('the Apps menu section', () => {
  const viewer = (roles: Role[], scopes: Scope[]): Viewer => ({
    kind: 'member',
    userId: 'u',
    name: 'U',
    email: 'u@example.com',
    siteId: 'bond',
    roles,
    scopes,
    abilityRules: abilityRulesFor(roles, scopes),
  });
  const keys = (who: Viewer) => buildAppsMenu('bond', 'en', who, (key) => key).map((entry) => entry.key);

  it('shows each viewer the apps their route lets them open', () => {
    expect(keys({ kind: 'anonymous' })).toEqual(['courses']);
    expect(keys(viewer(['member'], []))).toEqual(['calendar', 'kanban', 'fleet', 'courses']);
    expect(keys(viewer(['member'], ['internal']))).toEqual([
      'chat',
      'email',
      'calendar',
      'kanban',
      'invoices',
      'fleet',
      'courses',
    ]);
    expect(keys(viewer(['admin'], ['internal']))).toEqual(APP_MENU.map((item) => item.key));
  });

  it('links to localized paths', () => {
    expect(buildAppsMenu('bond', 'ar', viewer(['admin'], ['internal']), (key) => key)[0]!.href).toBe(
      '/ar/apps/chat',
    );
  });
});
